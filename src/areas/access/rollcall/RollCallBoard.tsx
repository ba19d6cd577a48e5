/**
 * An open roll call on a staff phone at the meeting point: the live counts, a reader (a USB scanner
 * or a typed document, or the camera), then who is still missing by course and role — each one a
 * big button that marks them safe — and below, who is safe already; closing asks first.
 */
import { useState } from 'react';
import { Confirm, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import { SCAN_MIN_LENGTH } from '../../../domain/credentials';
import {
  ROLLCALL_READ_MS,
  type RollCall,
  type RollCallGroup,
  type RollCallKind,
  type RollCallMark,
  type RollCallMarkBody,
} from '../../../domain/rollCall';
import type { AppDataProvider } from '../../../dataProvider';
import { clockTime } from '../../../kit/format';
import { QrReader } from '../../../kit/ui/QrReader';
import { ReadField } from '../../../kit/ui/ReadField';
import { useScanAnswer } from '../../../kit/ui/useScanAnswer';
import { visuallyHidden } from '../../../kit/ui/visuallyHidden';

/** Students by course, staff by role: the group's kind under its name once all are safe. */
const KIND_KEYS: Record<RollCallKind, string> = {
  estudiante: 'access.rollcall.kinds.estudiante',
  personal: 'access.rollcall.kinds.personal',
};
/** Big enough for a thumb (≥ 44 px). */
const TAP = 52;

interface Shown {
  severity: 'success' | 'info' | 'error';
  message: string;
}

export function Counts({ rollCall }: { rollCall: RollCall }) {
  const translate = useTranslate();
  const figures = [
    { key: 'missing', label: 'access.rollcall.missing', value: rollCall.faltan, color: '#b71c1c' },
    { key: 'safe', label: 'access.rollcall.safe', value: rollCall.a_salvo, color: '#1b5e20' },
    { key: 'total', label: 'access.rollcall.total', value: rollCall.total, color: 'text.primary' },
  ];
  return (
    <Stack direction="row" spacing={1} aria-live="polite" data-testid="rollcall-counts">
      {figures.map((f) => (
        <Paper key={f.key} variant="outlined" sx={{ flex: 1, p: 1, textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {translate(f.label)}
          </Typography>
          <Typography
            component="p"
            variant="h4"
            sx={{ fontWeight: 700, color: f.color }}
            data-testid={`rollcall-${f.key}`}
          >
            {f.value}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

function GroupHeading({ group, missing }: { group: RollCallGroup; missing: boolean }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2 }}>
      {group.grupo}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
        {missing
          ? translate('access.rollcall.group_count', { missing: group.faltan, total: group.total })
          : translate(KIND_KEYS[group.tipo])}
      </Typography>
    </Typography>
  );
}

export function RollCallBoard({ rollCall, onChange }: { rollCall: RollCall; onChange: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [camera, setCamera] = useState(false);
  const [closing, setClosing] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const { shown, show, readerKey, field } = useScanAnswer<Shown>(ROLLCALL_READ_MS);

  const told = (mark: RollCallMark): Shown => {
    const name = mark.persona.nombre;
    if (mark.ya_marcado)
      return {
        severity: 'info',
        message: translate('access.rollcall.marked_before', {
          name,
          time: clockTime(mark.persona.a_salvo_en!, locale),
          by: mark.persona.marcado_por ?? translate('access.rollcall.unknown'),
        }),
      };
    return {
      severity: 'success',
      message: translate(mark.agregado ? 'access.rollcall.marked_added' : 'access.rollcall.marked_now', {
        name,
      }),
    };
  };

  // Every tap is its own request (taps in a row must not cancel each other's answer).
  const send = (who: RollCallMarkBody) => {
    const id = who.id_persona;
    if (id !== undefined) setPending((p) => new Set(p).add(id));
    dataProvider
      .markSafe(rollCall.id, who)
      .then(
        ({ mark }) => show(told(mark)),
        (err: Error) => show({ severity: 'error', message: err.message }),
      )
      .finally(() => {
        if (id !== undefined)
          setPending((p) => {
            const next = new Set(p);
            next.delete(id);
            return next;
          });
        onChange();
      });
  };
  const read = (text: string) => {
    const code = text.trim();
    if (code.length >= SCAN_MIN_LENGTH) send({ code });
  };
  const close = () => {
    setClosing(false);
    void dataProvider
      .closeRollCall(rollCall.id)
      .then(onChange, (err: Error) => show({ severity: 'error', message: err.message }));
  };

  const missing = rollCall.grupos.filter((g) => g.faltan > 0);
  const safe = rollCall.grupos.filter((g) => g.a_salvo > 0);
  return (
    <Stack spacing={2} data-testid="rollcall-board">
      <Typography color="text.secondary">
        {translate('access.rollcall.opened_at', { time: clockTime(rollCall.abierto_en, locale) })}
      </Typography>
      <Counts rollCall={rollCall} />
      <Box>
        <ReadField
          inputRef={field}
          label={'access.rollcall.reader'}
          hint={'access.rollcall.reader_hint'}
          onRead={read}
          testId="rollcall-code"
        />
        <FormControlLabel
          control={<Switch checked={camera} onChange={(e) => setCamera(e.target.checked)} />}
          label={translate('access.rollcall.camera')}
          sx={{ minHeight: 44 }}
        />
        {camera && !shown && <QrReader key={readerKey} onScan={read} />}
        {shown && (
          <Alert severity={shown.severity} role="status" data-testid="rollcall-message">
            {shown.message}
          </Alert>
        )}
      </Box>

      <Box component="section" aria-labelledby="rollcall-missing">
        <Typography id="rollcall-missing" variant="h6" component="h2">
          {translate('access.rollcall.missing_title', { count: rollCall.faltan })}
        </Typography>
        {missing.length === 0 && <Alert severity="success">{translate('access.rollcall.all_safe')}</Alert>}
        {missing.map((g) => (
          <Box key={`${g.tipo}:${g.grupo}`} data-testid="rollcall-missing-group">
            <GroupHeading group={g} missing />
            <Stack spacing={1}>
              {g.personas
                .filter((p) => !p.a_salvo_en)
                .map((p) => (
                  <Button
                    key={p.id_persona}
                    variant="outlined"
                    fullWidth
                    disabled={pending.has(p.id_persona)}
                    onClick={() => send({ id_persona: p.id_persona })}
                    startIcon={<CheckIcon />}
                    sx={{ minHeight: TAP, justifyContent: 'flex-start', textAlign: 'left' }}
                  >
                    <Box component="span" sx={visuallyHidden}>
                      {translate('access.rollcall.mark')}
                    </Box>{' '}
                    <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                      <Box component="span" sx={{ fontWeight: 700, textTransform: 'none' }}>
                        {p.nombre}
                      </Box>
                      <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
                        {p.num_doc}
                      </Box>
                    </Box>
                  </Button>
                ))}
            </Stack>
          </Box>
        ))}
      </Box>

      <Box component="section" aria-labelledby="rollcall-safe">
        <Typography id="rollcall-safe" variant="h6" component="h2">
          {translate('access.rollcall.safe_title', { count: rollCall.a_salvo })}
        </Typography>
        {safe.map((g) => (
          <Box key={`${g.tipo}:${g.grupo}`}>
            <GroupHeading group={g} missing={false} />
            <List dense disablePadding data-testid="rollcall-safe-list">
              {g.personas
                .filter((p) => p.a_salvo_en)
                .map((p) => (
                  <ListItem key={p.id_persona} disableGutters>
                    <ListItemText
                      primary={p.nombre}
                      secondary={translate('access.rollcall.safe_line', {
                        time: clockTime(p.a_salvo_en!, locale),
                        by: p.marcado_por ?? translate('access.rollcall.unknown'),
                      })}
                    />
                  </ListItem>
                ))}
            </List>
          </Box>
        ))}
      </Box>

      <Button
        variant="contained"
        color="error"
        size="large"
        onClick={() => setClosing(true)}
        sx={{ minHeight: TAP }}
      >
        {translate('access.rollcall.close')}
      </Button>
      <Confirm
        isOpen={closing}
        title={'access.rollcall.close_title'}
        content={'access.rollcall.close_confirm'}
        contentTranslateOptions={{ count: rollCall.faltan }}
        confirm={'access.rollcall.close_yes'}
        cancel={'access.rollcall.cancel'}
        onConfirm={close}
        onClose={() => setClosing(false)}
      />
    </Stack>
  );
}
