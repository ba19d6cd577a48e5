/**
 * `#/schoolroutes/papers` (issue 53, item 5): every bus's SOAT, technical inspection and policy
 * and every driver's licence, most urgent first as the server sorts them (expired, missing, due
 * within 30 days, current), each with its state, and their Excel. A line opens the form where the
 * paper is recorded, for whoever may edit it.
 */
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { Alert, Button, Card, CardContent, CircularProgress, List, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useCallMutation } from '../../../dataProvider/hooks';
import { hasPermission } from '../../../domain/permissions';
import { driversResource, vehiclesResource } from '../../../domain/resources';
import { PAPERS_EXCEL, type PaperStatus } from '../../../domain/transportPapers';
import { PAPER_WARNING_DAYS } from '../../../domain/vehiclePapers';
import { saveFile } from '../../../kit/generic/excelExporter';
import { PaperItem } from './PaperItem';
import { usePapers } from './usePapers';

export function PapersPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`transport.papers.${key}`, options);
  const notify = useNotify();
  const { permissions } = usePermissions<string[]>();
  const { query } = usePapers();
  const excel = useCallMutation((dp) => dp.transportPapersExcel(), {
    onSuccess: (file) => saveFile(file, PAPERS_EXCEL.file),
    onError: (err) => notify(err.message, { type: 'error' }),
  });
  const formOf = (paper: PaperStatus) => {
    const def = paper.tipo === 'licencia' ? driversResource : vehiclesResource;
    return hasPermission(permissions ?? [], def.permission) ? `/${def.name}/${paper.id}` : undefined;
  };
  const data = query.data;

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Typography variant="h5" component="h1">
            {t('title')}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => excel.mutate()}
            disabled={excel.isPending}
          >
            {t('export')}
          </Button>
        </Stack>
        {query.error && <Alert severity="error">{query.error.message}</Alert>}
        {!data && !query.error && <CircularProgress aria-label={translate('app.generic.loading')} />}
        {data && (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('as_of', { date: data.fecha, days: PAPER_WARNING_DAYS })}
            </Typography>
            {data.papeles.length === 0 ? (
              <Alert severity="info">{t('empty')}</Alert>
            ) : (
              <List aria-label={t('title')} data-testid="papers-list">
                {data.papeles.map((paper) => (
                  <PaperItem key={`${paper.tipo}-${paper.id}`} paper={paper} to={formOf(paper)} />
                ))}
              </List>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
