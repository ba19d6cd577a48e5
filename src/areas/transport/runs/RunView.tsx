/**
 * A run under way on the monitor's phone: the scanner's field (a USB scanner types the code and
 * Enter; a document can be typed) boards or drops as the switch says; the riders by stop, each
 * boarded with a tap, or dropped through the dialog that asks where and to whom; the end, whose
 * refusal names who is still aboard; the timeline. Live through the runs' topic.
 */
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { AppDataProvider } from '../../../dataProvider';
import { fieldErrorsOf } from '../../../dataProvider/http';
import { useCallMutation } from '../../../dataProvider/hooks';
import { SCAN_MIN_LENGTH } from '../../../domain/credentials';
import { RUN_TOPIC } from '../../../domain/topics';
import { defaultPlace, type DropRider, type RiderMove, type RunRider } from '../../../domain/transportRuns';
import { clockTime } from '../../../kit/format';
import { LiveChip } from '../../../kit/live/LiveChip';
import { useLiveTopics } from '../../../kit/live/useLiveBoard';
import { ReadField } from '../../../kit/ui/ReadField';
import { useScanAnswer } from '../../../kit/ui/useScanAnswer';
import { directionKey, placeKey, runStateKey } from '../keys';
import { DropDialog } from './DropDialog';
import { RunTimeline } from './RunTimeline';

const POLL_MS = 15_000;
/** A read's answer stays this long, then the field is ready for the next card. */
const RESULT_MS = 2500;
const STATE_COLOR = { a_bordo: 'primary', bajo: 'success' } as const;

interface Shown {
  severity: 'success' | 'warning' | 'error';
  message: string;
}

export function RunView({ id }: { id: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const load = useCallback(() => dataProvider.busRun(id), [dataProvider, id]);
  const run = useLiveTopics([RUN_TOPIC], load, POLL_MS);
  const [mode, setMode] = useState<'board' | 'drop'>('board');
  const { shown, show, field } = useScanAnswer<Shown>(RESULT_MS);
  const [dropping, setDropping] = useState<RunRider | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const answered = {
    onSuccess: (move: RiderMove) => {
      show({ severity: move.parada === null ? 'warning' : 'success', message: move.mensaje });
      setDropping(null);
      setRefusal(null);
      run.restart();
    },
    onError: (err: Error) => show({ severity: 'error', message: err.message }),
  };
  const board = useCallMutation((dp, body: { id_estudiante?: number; code?: string }) =>
    dp.boardRider(id, body),
  );
  const drop = useCallMutation((dp, body: DropRider) => dp.dropRider(id, body));
  const end = useCallMutation((dp) => dp.endRun(id), {
    onSuccess: () => {
      setRefusal(null);
      run.restart();
    },
    onError: (err) => setRefusal(err.message),
  });

  const data = run.data;
  if (!data) return run.error ? <Alert severity="error">{run.error}</Alert> : null;
  const ended = data.fin !== null;
  const read = (text: string) => {
    const code = text.trim();
    if (ended || code.length < SCAN_MIN_LENGTH) return;
    if (mode === 'board') board.mutate({ code }, answered);
    else drop.mutate({ code }, answered);
  };

  return (
    <>
      <Button component={Link} to="/schoolroutes/runs" sx={{ minHeight: 44, mb: 1 }}>
        {translate('transport.runs.back')}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h2" data-testid="run-name">
          {translate('transport.runs.name', {
            route: data.ruta,
            direction: translate(directionKey(data.sentido)),
          })}
        </Typography>
        <LiveChip live={run.live} />
      </Stack>
      <Typography color="text.secondary" data-testid="run-state">
        {ended
          ? translate('transport.runs.ended', { time: clockTime(data.fin!) })
          : translate('transport.runs.scheduled_end', { time: clockTime(data.fin_programado) })}
      </Typography>

      {!ended && (
        <>
          <ToggleButtonGroup
            exclusive
            fullWidth
            color="primary"
            value={mode}
            onChange={(_, value: 'board' | 'drop' | null) => value && setMode(value)}
            aria-label={translate('transport.runs.mode')}
            sx={{ mt: 2 }}
          >
            <ToggleButton value="board" sx={{ minHeight: 48 }}>
              {translate('transport.runs.board')}
            </ToggleButton>
            <ToggleButton value="drop" sx={{ minHeight: 48 }}>
              {translate('transport.runs.drop')}
            </ToggleButton>
          </ToggleButtonGroup>
          <ReadField
            inputRef={field}
            label="transport.runs.code"
            hint="restaurant.line.code_hint"
            onRead={read}
            testId="run-code"
          />
        </>
      )}
      {shown && (
        <Alert severity={shown.severity} role="status" sx={{ mt: 2 }} data-testid="run-result">
          {shown.message}
        </Alert>
      )}

      <Typography variant="h6" component="h2" sx={{ mt: 3 }} id="run-riders">
        {translate('transport.runs.riders')}
      </Typography>
      {data.estudiantes.length === 0 && (
        <Typography color="text.secondary">{translate('transport.runs.no_riders')}</Typography>
      )}
      <List aria-labelledby="run-riders" data-testid="run-riders">
        {data.estudiantes.map((r) => (
          <ListItem key={r.id_estudiante} divider disableGutters sx={{ gap: 1 }} data-testid="run-rider">
            <ListItemText
              primary={
                r.parada === null
                  ? r.nombre
                  : translate('transport.runs.stop', { stop: r.parada, name: r.nombre })
              }
              secondary={
                r.estado === 'bajo' && r.hora
                  ? translate('transport.runs.got_off', {
                      time: clockTime(r.hora),
                      place: r.entregado_a
                        ? translate('transport.runs.handed_to', { name: r.entregado_a })
                        : r.lugar
                          ? translate(placeKey(r.lugar))
                          : '',
                    })
                  : r.parada === null
                    ? translate('transport.runs.not_rider')
                    : undefined
              }
            />
            <Chip
              size="small"
              color={STATE_COLOR[r.estado as keyof typeof STATE_COLOR] ?? 'default'}
              label={translate(runStateKey(r.estado))}
            />
            {!ended && r.estado === 'a_bordo' && (
              <Button variant="outlined" sx={{ minHeight: 44, minWidth: 76 }} onClick={() => setDropping(r)}>
                {translate('transport.runs.drop')}
              </Button>
            )}
            {!ended && ['esperado', 'ausente', 'excusado'].includes(r.estado) && (
              <Button
                variant="contained"
                sx={{ minHeight: 44, minWidth: 76 }}
                disabled={board.isPending}
                onClick={() => board.mutate({ id_estudiante: r.id_estudiante }, answered)}
              >
                {translate('transport.runs.board')}
              </Button>
            )}
          </ListItem>
        ))}
      </List>

      {!ended && (
        <Box sx={{ mt: 2 }}>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            fullWidth
            sx={{ minHeight: 52 }}
            disabled={end.isPending}
            onClick={() => end.mutate()}
          >
            {translate('transport.runs.end')}
          </Button>
          {refusal && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="run-end-refusal">
              {refusal}
            </Alert>
          )}
        </Box>
      )}
      <RunTimeline events={data.linea} />

      {dropping && (
        <DropDialog
          name={dropping.nombre}
          initial={defaultPlace(data.sentido)}
          busy={drop.isPending}
          error={drop.error ? (fieldErrorsOf(drop.error).entregado_a ?? null) : null}
          onClose={() => setDropping(null)}
          onDrop={(body) => drop.mutate({ ...body, id_estudiante: dropping.id_estudiante }, answered)}
        />
      )}
    </>
  );
}
