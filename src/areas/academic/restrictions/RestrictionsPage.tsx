/**
 * `#/academic/locks`: one card per student with a credential (spec part 2 §2 'Locks grid'):
 * name, photo, balance, daily limit or 'Sin restricción', number of restricted products and
 * 'Ver restriscciones' (the spec's spelling). Searched and paged on the server.
 */
import { useEffect, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import {
  Link as MuiLink,
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Grid,
  InputAdornment,
  Pagination,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { BlockRecord } from '../../../domain/restrictions';
import { studentsResource } from '../../../domain/resources';
import { formatMoney } from '../../../domain/money';
import { useCallQuery } from '../../../dataProvider/hooks';
import { imageUrl } from '../../../dataProvider/instance';
import { useDailyLimitLabel } from './useDailyLimitLabel';
import { restrictionDetailPath } from './restrictionPaths';

const PER_PAGE = 12;
/** Typing pauses this long before the search is sent. */
const SEARCH_DELAY_MS = 300;

function StudentCard({ record }: { record: BlockRecord }) {
  const navigate = useNavigate();
  const translate = useTranslate();
  const dailyLimitLabel = useDailyLimitLabel();
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="lock-card">
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Avatar src={imageUrl(record.url)} alt={record.name} sx={{ width: 56, height: 56 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {/* The student file, from the restrictions grid. */}
              <MuiLink
                component={RouterLink}
                to={`/${studentsResource.name}/${record.id_user_primary}/show`}
                underline="hover"
                color="inherit"
              >
                {record.name}
              </MuiLink>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('academic.locks.document', { num_doc: record.num_doc })}
            </Typography>
          </Box>
        </Stack>
        <Row label={translate('academic.locks.balance')} value={formatMoney(record.saldo)} />
        <Row label={translate('academic.locks.daily_limit')} value={dailyLimitLabel(record.lockSaldo)} />
        <Row label={translate('academic.locks.locked_products')} value={String(record.countproducts)} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" fullWidth onClick={() => navigate(restrictionDetailPath(record.num_doc))}>
          {translate('academic.locks.view')}
        </Button>
      </CardActions>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.25 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {value}
      </Typography>
    </Stack>
  );
}

function RestrictionsGrid() {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const query = { q: q || undefined, page, perPage: PER_PAGE };
  // Each search and page is its own query, so a slower earlier answer cannot overwrite the
  // latest one; the previous page stays on screen while the next one loads.
  const students = useCallQuery(['restrictionGrid', query], (dp) => dp.restrictionGrid(query), {
    placeholderData: keepPreviousData,
  });
  const result = students.data ?? null;
  const error = students.error?.message ?? null;

  const pages = result ? Math.max(1, Math.ceil(result.total / PER_PAGE)) : 1;
  return (
    <Box sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          label={translate('academic.locks.search')}
          placeholder={translate('academic.locks.search_placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          size="small"
          sx={{ width: { xs: '100%', sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {result && (
          <Typography color="text.secondary" data-testid="locks-total" sx={{ whiteSpace: 'nowrap' }}>
            {translate('academic.locks.total', { smart_count: result.total })}
          </Typography>
        )}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {!result && !error && <CircularProgress aria-label={translate('academic.locks.loading')} />}
      {result && result.data.length === 0 && (
        <Alert severity="info">{translate('academic.locks.none')}</Alert>
      )}
      {result && (
        <Grid container spacing={2}>
          {result.data.map((record) => (
            <Grid key={record.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <StudentCard record={record} />
            </Grid>
          ))}
        </Grid>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page}
          onChange={(_, p) => setPage(p)}
          color="primary"
        />
      )}
    </Box>
  );
}

export function RestrictionsPage() {
  return <RestrictionsGrid />;
}
