/**
 * `#/schoolroutes/reports`: tab *Estudiantes en ruta hoy* (spec part 2 §2) — a route, and the
 * students who ride it on the school's today (its weekday in school time), in stop order, with
 * their guardian and phone to call; Excel of the same rows — and tab *A bordo ahora*, the
 * coordinator's live count of each route's students on board (the boardings' topic).
 */
import { useCallback, useState } from 'react';
import { useRouteIdParam } from '../busRoutes';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  Alert,
  Card,
  CardContent,
  MenuItem,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import type { AppDataProvider } from '../../../dataProvider';
import { BOARDING_TOPIC } from '../../../domain/topics';
import { useLiveTopics } from '../../../kit/live/useLiveBoard';
import { LiveChip } from '../../../kit/live/LiveChip';
import { TODAY_RIDERS_REPORT } from '../../../domain/transportToday';
import { useCallQuery } from '../../../dataProvider/hooks';
import { ReportTable } from '../../../kit/reports/ReportTable';
import { dayKey, shiftKey } from '../keys';

const LIVE_POLL_MS = 15_000;

function OnBoardNow() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const load = useCallback(() => dataProvider.onBoardCounts(), [dataProvider]);
  const counts = useLiveTopics([BOARDING_TOPIC], load, LIVE_POLL_MS);
  return (
    <>
      <LiveChip live={counts.live} />
      {counts.error && <Alert severity="error">{counts.error}</Alert>}
      <Table
        size="small"
        aria-label={translate('transport.boarding.now')}
        data-testid="onboard-table"
        sx={{ mt: 1 }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{translate('transport.boarding.route')}</TableCell>
            <TableCell>{translate('transport.boarding.shift')}</TableCell>
            <TableCell align="right">{translate('transport.boarding.now')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(counts.data ?? []).map((c) => (
            <TableRow key={c.id}>
              <TableCell>{c.nombreRuta}</TableCell>
              <TableCell>{`${translate(shiftKey(c.id_jornada))}, ${c.hora_inicio}`}</TableCell>
              <TableCell align="right">
                {translate('transport.boarding.count', { on: c.a_bordo, expected: c.esperados })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

export function TodayRidersPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const routes = useCallQuery(['routeSummaries'], (dp) => dp.routeSummaries());
  // `#/schoolroutes/reports/edit/{id}` (the spec's URL pattern) opens the report on that route.
  const fromUrl = useRouteIdParam();
  const [routeId, setRouteId] = useState<number | ''>(fromUrl);
  const today = useCallQuery(['todayRiders', routeId], (dp) => dp.todayRiders(Number(routeId)), {
    enabled: routeId !== '',
  });
  const data = today.data;

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('transport.today.title')}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_, v: number) => setTab(v)}
          sx={{ mb: 2 }}
          aria-label={translate('transport.today.title')}
        >
          <Tab label={translate('transport.today.tab')} />
          <Tab label={translate('transport.boarding.now')} />
        </Tabs>
        {tab === 1 ? (
          <OnBoardNow />
        ) : (
          <>
            <TextField
              select
              label={translate('transport.routes.select')}
              value={routeId === '' || routes.data?.some((r) => r.id === routeId) ? routeId : ''}
              onChange={(e) => setRouteId(e.target.value === '' ? '' : Number(e.target.value))}
              sx={{ minWidth: 320, mb: 2 }}
            >
              {(routes.data ?? []).map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {translate('transport.today.option', {
                    name: r.nombreRuta,
                    shift: translate(shiftKey(r.id_jornada)),
                    time: r.hora_inicio,
                  })}
                </MenuItem>
              ))}
            </TextField>
            {today.error && <Alert severity="error">{today.error.message}</Alert>}
            {data && (
              <>
                <Typography sx={{ mb: 1 }} data-testid="today-summary">
                  {data.dia === null
                    ? translate('transport.today.weekend')
                    : translate('transport.today.summary', {
                        day: translate(dayKey(data.dia)),
                        date: data.fecha,
                        smart_count: data.estudiantes.length,
                      })}
                </Typography>
                {data.estudiantes.length > 0 && (
                  <ReportTable
                    report={TODAY_RIDERS_REPORT}
                    columns={TODAY_RIDERS_REPORT.columns}
                    rows={data.estudiantes}
                  />
                )}
              </>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
