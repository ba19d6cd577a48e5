/**
 * `#/schoolroutes/alarms`: the transport coordinator's live screen (issue 53, item 4). The alarms
 * not yet resolved (and today's resolved ones), each marked resolved with a tap, and the runs
 * still open; a new alarm sounds a short beep. Live through the runs' topic.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import type { AppDataProvider } from '../../../dataProvider';
import { useCallMutation } from '../../../dataProvider/hooks';
import { RUN_TOPIC } from '../../../domain/topics';
import type { Run, RunAlarm } from '../../../domain/transportRuns';
import { clockTime } from '../../../kit/format';
import { LiveChip } from '../../../kit/live/LiveChip';
import { useLiveTopics } from '../../../kit/live/useLiveBoard';
import { alarmKindKey, directionKey } from '../keys';
import { useAlarmSound } from './useAlarmSound';

/** While the stream is down the screen polls often: an alarm should not wait. */
const POLL_MS = 10_000;

export function AlarmsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // When it was read, to tell which open runs are past their scheduled end.
  const load = useCallback(
    async () => ({ ...(await dataProvider.runAlarms()), readAt: Date.now() }),
    [dataProvider],
  );
  const board = useLiveTopics([RUN_TOPIC], load, POLL_MS);
  const [sound, setSound] = useState(true);
  const { unlock, beep } = useAlarmSound();
  const resolve = useCallMutation((dp, id: number) => dp.resolveRunAlarm(id), {
    onSuccess: () => board.restart(),
  });

  // A beep when an alarm appears that the screen had not seen (not for those there at opening).
  const seen = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (!board.data) return;
    const open = board.data.alarmas.filter((a) => a.resuelta === null).map((a) => a.id);
    const fresh = seen.current !== null && open.some((id) => !seen.current!.has(id));
    seen.current = new Set([...(seen.current ?? []), ...open]);
    if (fresh && sound) beep();
  }, [board.data, sound, beep]);

  const runName = (r: Pick<Run, 'ruta' | 'sentido' | 'fecha'>) =>
    translate('transport.alarms.run', {
      route: r.ruta,
      direction: translate(directionKey(r.sentido)),
      date: r.fecha,
    });
  const alarmState = (a: RunAlarm) =>
    a.resuelta
      ? translate('transport.alarms.resolved', { time: clockTime(a.resuelta), name: a.resuelta_por ?? '' })
      : translate('transport.alarms.raised', { time: clockTime(a.levantada) });

  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="h5" component="h1">
            {translate('transport.alarms.title')}
          </Typography>
          <LiveChip live={board.live} />
        </Stack>
        <FormControlLabel
          control={
            <Switch
              checked={sound}
              onChange={(e) => {
                setSound(e.target.checked);
                if (e.target.checked) unlock();
              }}
            />
          }
          label={translate('transport.alarms.sound')}
        />
        {board.error && <Alert severity="error">{board.error}</Alert>}
        {resolve.error && <Alert severity="error">{resolve.error.message}</Alert>}

        <Typography variant="h6" component="h2" sx={{ mt: 2 }} id="alarms-list">
          {translate('transport.alarms.alarms')}
        </Typography>
        {board.data?.alarmas.length === 0 && (
          <Typography color="text.secondary">{translate('transport.alarms.none')}</Typography>
        )}
        <List aria-labelledby="alarms-list" data-testid="run-alarms">
          {(board.data?.alarmas ?? []).map((a) => (
            <ListItem
              key={a.id}
              divider
              disableGutters
              sx={{ gap: 1, flexWrap: 'wrap' }}
              data-testid="run-alarm"
            >
              <Chip
                size="small"
                color={a.resuelta ? 'default' : 'error'}
                label={translate(alarmKindKey(a.tipo))}
              />
              <ListItemText
                primary={translate('transport.alarms.line', { run: runName(a), detail: a.detalle })}
                secondary={alarmState(a)}
              />
              {!a.resuelta && (
                <Button
                  variant="outlined"
                  sx={{ minHeight: 44 }}
                  disabled={resolve.isPending}
                  onClick={() => resolve.mutate(a.id)}
                >
                  {translate('transport.alarms.resolve')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>

        <Typography variant="h6" component="h2" sx={{ mt: 2 }} id="open-runs">
          {translate('transport.alarms.open_runs')}
        </Typography>
        {board.data?.recorridos.length === 0 && (
          <Typography color="text.secondary">{translate('transport.alarms.no_open_runs')}</Typography>
        )}
        <List aria-labelledby="open-runs" data-testid="open-runs">
          {(board.data?.recorridos ?? []).map((r) => (
            <ListItem key={r.id} divider disableGutters>
              <ListItemText
                primary={runName(r)}
                secondary={translate('transport.alarms.on_board', { on: r.a_bordo, expected: r.esperados })}
              />
              {Date.parse(r.fin_programado) < board.data!.readAt ? (
                <Chip size="small" color="error" label={translate('transport.alarms.late')} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {translate('transport.runs.scheduled_end', { time: clockTime(r.fin_programado) })}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
