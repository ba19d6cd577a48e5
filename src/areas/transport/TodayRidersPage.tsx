/**
 * `#/schoolroutes/reports`, tab *Estudiantes en ruta hoy* (spec part 2 §2): a route, and the
 * students who ride it on the school's today (its weekday in school time), in stop order, with
 * their guardian and phone to call; Excel of the same rows.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Card, CardContent, MenuItem, Tab, Tabs, TextField, Typography } from '@mui/material';
import { TODAY_RIDERS_REPORT } from '../../domain/transport';
import { useCallQuery } from '../../dataProvider/hooks';
import { ReportTable } from '../../app/reports/ReportTable';
import { dayKey, shiftKey } from './keys';

export function TodayRidersPage() {
  const translate = useTranslate();
  const routes = useCallQuery(['routeSummaries'], (dp) => dp.routeSummaries());
  const [routeId, setRouteId] = useState<number | ''>('');
  const today = useCallQuery(['todayRiders', routeId], (dp) => dp.todayRiders(Number(routeId)), { enabled: routeId !== '' });
  const data = today.data;

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('transport.today.title')}
        </Typography>
        <Tabs value={0} sx={{ mb: 2 }} aria-label={translate('transport.today.title')}>
          <Tab label={translate('transport.today.tab')} />
        </Tabs>
        <TextField
          select
          label={translate('transport.routes.select')}
          value={routeId}
          onChange={(e) => setRouteId(e.target.value === '' ? '' : Number(e.target.value))}
          sx={{ minWidth: 320, mb: 2 }}
        >
          {(routes.data ?? []).map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {translate('transport.today.option', { name: r.nombreRuta, shift: translate(shiftKey(r.id_jornada)), time: r.hora_inicio })}
            </MenuItem>
          ))}
        </TextField>
        {today.error && <Alert severity="error">{today.error.message}</Alert>}
        {data && (
          <>
            <Typography sx={{ mb: 1 }} data-testid="today-summary">
              {data.dia === null
                ? translate('transport.today.weekend')
                : translate('transport.today.summary', { day: translate(dayKey(data.dia)), date: data.fecha, smart_count: data.estudiantes.length })}
            </Typography>
            {data.estudiantes.length > 0 && <ReportTable report={TODAY_RIDERS_REPORT} columns={TODAY_RIDERS_REPORT.columns} rows={data.estudiantes} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
