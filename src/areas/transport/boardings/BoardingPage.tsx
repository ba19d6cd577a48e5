/**
 * `#/schoolroutes/boarding`: the monitor's phone screen (issue 15 item 6). The route, whether
 * students get on or off, then each credential read by the camera (or a scanner typing the code
 * and Enter, or a document typed): the answer stays 2 s, then the camera reopens. Below, today's
 * list of the route — on board, missing, got off — live through the boardings' topic. A student
 * who does not ride the route today is accepted and the warning says so.
 */
import { useCallback, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { AppDataProvider } from '../../../dataProvider';
import { useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { SCAN_MIN_LENGTH } from '../../../domain/credentials';
import { BOARDING_TOPIC } from '../../../domain/topics';
import type { BoardingKind, BoardState, RouteBoard } from '../../../domain/transportBoarding';
import { QrReader } from '../../../kit/ui/QrReader';
import { ReadField } from '../../../kit/ui/ReadField';
import { useScanAnswer } from '../../../kit/ui/useScanAnswer';
import { useLiveTopics } from '../../../kit/live/useLiveBoard';
import { LiveChip } from '../../../kit/live/LiveChip';
import { boardStateKey, shiftKey } from '../keys';

/** The answer stays this long before the camera reopens (as at the lunch line). */
const RESULT_MS = 2000;
const POLL_MS = 15_000;
const GROUPS: BoardState[] = ['a_bordo', 'falta', 'bajo'];

interface Shown {
  severity: 'success' | 'warning' | 'error';
  message: string;
}

function BoardLists({ board }: { board: RouteBoard }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {GROUPS.map((state) => {
        const students = board.estudiantes.filter((s) => s.estado === state);
        return (
          <Box key={state} component="section" aria-labelledby={`board-${state}`}>
            <Typography id={`board-${state}`} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {translate(boardStateKey(state), { smart_count: students.length })}
            </Typography>
            <List dense data-testid={`board-${state}`}>
              {students.map((s) => (
                <ListItem key={s.id} disableGutters>
                  <ListItemText
                    primary={s.rider ? `${s.parada}. ${s.name}` : s.name}
                    secondary={s.telefono_acudiente ?? undefined}
                  />
                  {!s.rider && (
                    <Chip
                      size="small"
                      sx={{ bgcolor: '#fff4e5', color: '#663c00' }}
                      label={translate('transport.boarding.not_rider')}
                    />
                  )}
                </ListItem>
              ))}
            </List>
          </Box>
        );
      })}
    </Stack>
  );
}

export function BoardingPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const routes = useCallQuery(['routeSummaries'], (dp) => dp.routeSummaries());
  const [routeId, setRouteId] = useState<number | ''>('');
  const [kind, setKind] = useState<BoardingKind>('on');
  const [camera, setCamera] = useState(false);
  // The answer stays 2 s; then the camera reopens for the next student.
  const { shown, show: setShown, readerKey, field } = useScanAnswer<Shown>(RESULT_MS);
  const record = useCallMutation((dp, input: { route: number; code: string; kind: BoardingKind }) =>
    dp.recordBoarding(input.route, input.code, input.kind),
  );
  const load = useCallback(
    () => (routeId === '' ? Promise.resolve(null) : dataProvider.routeBoard(routeId)),
    [dataProvider, routeId],
  );
  const board = useLiveTopics([BOARDING_TOPIC], load, POLL_MS);

  const read = (text: string) => {
    const code = text.trim();
    if (routeId === '' || code.length < SCAN_MIN_LENGTH || record.isPending) return;
    record.mutate(
      { route: routeId, code, kind },
      {
        onSuccess: (result) => {
          setShown({ severity: result.rider ? 'success' : 'warning', message: result.mensaje });
          board.restart();
        },
        onError: (err) => setShown({ severity: 'error', message: err.message }),
      },
    );
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {translate('transport.boarding.title')}
          </Typography>
          {routeId !== '' && <LiveChip live={board.live} />}
        </Stack>
        <TextField
          select
          fullWidth
          label={translate('transport.routes.select')}
          value={routeId}
          onChange={(e) => setRouteId(Number(e.target.value))}
          sx={{ my: 2 }}
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
        {routeId === '' ? (
          <Typography color="text.secondary">{translate('transport.boarding.pick_route')}</Typography>
        ) : (
          <>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={kind}
              onChange={(_, value: BoardingKind | null) => value && setKind(value)}
              aria-label={translate('transport.boarding.kind')}
            >
              <ToggleButton value="on">{translate('transport.boarding.on')}</ToggleButton>
              <ToggleButton value="off">{translate('transport.boarding.off')}</ToggleButton>
            </ToggleButtonGroup>
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Switch checked={camera} onChange={(e) => setCamera(e.target.checked)} />}
              label={translate('transport.boarding.camera')}
            />
            {camera && !shown && <QrReader key={readerKey} onScan={read} />}
            <ReadField
              inputRef={field}
              label="transport.boarding.code"
              hint="restaurant.line.code_hint"
              onRead={read}
              testId="boarding-code"
            />
            {shown && (
              <Alert severity={shown.severity} role="status" sx={{ mt: 2 }} data-testid="boarding-result">
                {shown.message}
              </Alert>
            )}
            {board.error && <Alert severity="error">{board.error}</Alert>}
            {board.data &&
              (board.data.dia === null ? (
                <Alert severity="info" sx={{ mt: 2 }}>
                  {translate('transport.today.weekend')}
                </Alert>
              ) : null)}
            {board.data && <BoardLists board={board.data} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
