/**
 * Starting a run: the route and the direction (ida in the morning, regreso in the afternoon),
 * then the run opens; a second start of the same route and direction opens the run under way.
 * Below, today's runs, live, each opened with a tap.
 */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  Alert,
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { AppDataProvider } from '../../../dataProvider';
import { useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { RUN_TOPIC } from '../../../domain/topics';
import { RUN_DIRECTIONS, type RunDirection, type StartRun } from '../../../domain/transportRuns';
import { clockTime } from '../../../kit/format';
import { useLiveTopics } from '../../../kit/live/useLiveBoard';
import { directionKey, shiftKey } from '../keys';

/** How often today's runs reload while the live stream is down. */
const POLL_MS = 15_000;

export function RunStart() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const routes = useCallQuery(['routeSummaries'], (dp) => dp.routeSummaries());
  const [routeId, setRouteId] = useState<number | ''>('');
  const [sentido, setSentido] = useState<RunDirection>('ida');
  const load = useCallback(() => dataProvider.dayRuns(), [dataProvider]);
  const today = useLiveTopics([RUN_TOPIC], load, POLL_MS);
  const start = useCallMutation((dp, body: StartRun) => dp.startRun(body), {
    onSuccess: (run) => navigate(`/schoolroutes/runs/${run.id}`),
  });
  const open = (id: number) => navigate(`/schoolroutes/runs/${id}`);

  return (
    <>
      <TextField
        select
        fullWidth
        label={translate('transport.runs.route')}
        value={routeId}
        onChange={(e) => setRouteId(Number(e.target.value))}
      >
        {(routes.data ?? []).map((r) => (
          <MenuItem key={r.id} value={r.id} sx={{ minHeight: 48 }}>
            {translate('transport.today.option', {
              name: r.nombreRuta,
              shift: translate(shiftKey(r.id_jornada)),
              time: r.hora_inicio,
            })}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={sentido}
        onChange={(_, value: RunDirection | null) => value && setSentido(value)}
        aria-label={translate('transport.runs.direction')}
        sx={{ mt: 2 }}
      >
        {RUN_DIRECTIONS.map((d) => (
          <ToggleButton key={d} value={d} sx={{ minHeight: 48 }}>
            {translate(directionKey(d))}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2, minHeight: 52 }}
        disabled={routeId === '' || start.isPending}
        onClick={() => routeId !== '' && start.mutate({ id_ruta: routeId, sentido })}
      >
        {translate('transport.runs.start')}
      </Button>
      {start.error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="run-start-error">
          {start.error.message}
        </Alert>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('transport.runs.today')}
      </Typography>
      {today.error && <Alert severity="error">{today.error}</Alert>}
      {today.data?.length === 0 && (
        <Typography color="text.secondary">{translate('transport.runs.none_today')}</Typography>
      )}
      <List data-testid="runs-today">
        {(today.data ?? []).map((run) => (
          <ListItem key={run.id} disablePadding divider>
            <ListItemButton sx={{ minHeight: 56 }} onClick={() => open(run.id)}>
              <ListItemText
                primary={translate('transport.runs.name', {
                  route: run.ruta,
                  direction: translate(directionKey(run.sentido)),
                })}
                secondary={translate('transport.runs.line', {
                  state: run.fin
                    ? translate('transport.runs.ended', { time: clockTime(run.fin) })
                    : translate('transport.runs.open'),
                  counts: translate('transport.runs.counts', {
                    on: run.a_bordo,
                    off: run.bajaron,
                    expected: run.esperados,
                  }),
                })}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}
