/**
 * A page of cash closes, newest first: number, who, when, movements, the difference, the note and
 * the review; each opens its Z report. A reviewer's list adds «Revisar» on the closes not reviewed.
 */
import { useState, type ReactNode } from 'react';
import { useGetIdentity, useLocale, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import type { CashClose } from '../../../domain/cashClose';
import { useCallQuery } from '../../../dataProvider/hooks';
import { intlLocale } from '../../../kit/format';
import { useDifferenceText } from './CloseSummary';
import { usePaginationLabels } from '../../../kit/ui/usePaginationLabels';

const PER_PAGE = 10;

export function CloseList({
  scope,
  action,
}: {
  scope: 'mine' | 'all';
  action?: (close: CashClose) => ReactNode;
}) {
  const translate = useTranslate();
  const pagination = usePaginationLabels();
  const locale = intlLocale(useLocale());
  const differenceText = useDifferenceText();
  const t = (key: string) => translate(`credentials.cashclose.${key}`);
  const [page, setPage] = useState(0);
  // A reviewer's own list asks for theirs; everyone else's answer is theirs anyway.
  const { identity } = useGetIdentity();
  const staffId = scope === 'mine' ? Number(identity?.id) : undefined;
  const { data, error } = useCallQuery(
    ['cashclose', 'list', scope, page],
    (dp) => dp.closes({ page: page + 1, perPage: PER_PAGE, ...(staffId ? { id_staff: staffId } : {}) }),
    { enabled: scope === 'all' || Boolean(identity) },
  );
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (data && data.total === 0) return <Alert severity="info">{t('none')}</Alert>;
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <>
      <Table size="small" aria-label={t(scope === 'mine' ? 'mine' : 'all')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('number')}</TableCell>
            {scope === 'all' && <TableCell>{t('staff')}</TableCell>}
            <TableCell>{t('closed_at')}</TableCell>
            <TableCell align="right">{t('movements')}</TableCell>
            <TableCell align="right">{t('difference')}</TableCell>
            <TableCell>{t('review')}</TableCell>
            {action && <TableCell>{t('actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {(data?.data ?? []).map((c) => (
            <TableRow key={c.id} data-testid="close-item">
              <TableCell>
                <Link component={RouterLink} to={`/admin/carnets/cashclose/${c.id}`}>
                  {c.numero}
                </Link>
              </TableCell>
              {scope === 'all' && <TableCell>{c.funcionario}</TableCell>}
              <TableCell>{when(c.hasta)}</TableCell>
              <TableCell align="right">{c.movimientos}</TableCell>
              <TableCell align="right" sx={{ color: c.diferencia.total < 0 ? 'error.main' : undefined }}>
                {differenceText(c.diferencia.total)}
                {c.falta_nota && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t('missing_note')}
                    sx={{ ml: 1, borderColor: 'warning.main' }}
                  />
                )}
              </TableCell>
              <TableCell>
                {c.revision ? `${t('reviewed_by')} ${c.revision.funcionario}` : t('not_reviewed')}
              </TableCell>
              {action && <TableCell>{action(c)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data && data.total > PER_PAGE && (
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
          onPageChange={(_e, next) => setPage(next)}
          {...pagination}
        />
      )}
    </>
  );
}
