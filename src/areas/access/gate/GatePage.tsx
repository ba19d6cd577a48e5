/**
 * `#/controlacceso/qracces`: the gate (spec part 2 §2 'qracces', §9; issue 16 item 1), two tabs.
 * Entry by scanning a QR: the station's gate, the camera (or a USB scanner typing the code and
 * Enter, or a typed document); each read is a passage in or out, shown with the person's photo
 * for 2 s, then the reader is ready for the next person; beside it, the gate now, live. Entry
 * with the app: the signed-in person's own QR, fetched again every 50 s (each fetch replaces the
 * code the gate accepts).
 */
import { useEffect, useState } from 'react';
import { useGetIdentity, useGetList, useStore, useTranslate } from 'react-admin';
import { QRCodeSVG } from 'qrcode.react';
import {
  Alert,
  Avatar,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Grid,
  MenuItem,
  Stack,
  Switch,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { ENTRY, GATE_RESULT_MS, OWN_QR_REFRESH_MS, type GateResult } from '../../../domain/access';
import { SCAN_MIN_LENGTH } from '../../../domain/credentials';
import { gatesResource } from '../../../domain/resources';
import { imageUrl } from '../../../dataProvider/instance';
import { useCallMutation, useCallQuery } from '../../../dataProvider/hooks';
import { QrReader } from '../../../kit/ui/QrReader';
import { ReadField } from '../../../kit/ui/ReadField';
import { useScanAnswer } from '../../../kit/ui/useScanAnswer';
import { GateLivePanel } from './GateLivePanel';

interface Shown {
  severity: 'success' | 'warning' | 'info' | 'error';
  message: string;
  result?: GateResult;
}

const severityOf = (r: GateResult): Shown['severity'] =>
  r.repeated ? 'info' : r.late || r.early ? 'warning' : 'success';

/** The station's gate, remembered on this device. */
function useStationGate() {
  const [gate, setGate] = useStore<number | null>('access.gate', null);
  const { data: gates = [] } = useGetList(gatesResource.name, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  // A gate deleted since, or none chosen yet: the first one.
  const current = gates.some((g) => g.id === gate) ? gate : ((gates[0]?.id as number | undefined) ?? null);
  return { gates, gate: current, setGate };
}

function ScanTab() {
  const translate = useTranslate();
  const { gates, gate, setGate } = useStationGate();
  const [camera, setCamera] = useState(false);
  // The answer stays 2 s; then the reader is ready again (the camera reopens, the field takes the focus).
  const { shown, show, readerKey, field } = useScanAnswer<Shown>(GATE_RESULT_MS);
  const gateRead = useCallMutation((dp, code: string) => dp.gateRead(code, gate));

  const read = (text: string) => {
    const code = text.trim();
    if (code.length < SCAN_MIN_LENGTH || gateRead.isPending || shown) return;
    gateRead.mutate(code, {
      onSuccess: (result) => show({ severity: severityOf(result), message: result.mensaje, result }),
      onError: (err) => show({ severity: 'error', message: err.message }),
    });
  };

  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 6 }}>
        {gates.length > 0 && (
          <TextField
            select
            fullWidth
            label={translate('access.gate.gate')}
            value={gate ?? ''}
            onChange={(e) => setGate(Number(e.target.value))}
            sx={{ mb: 2 }}
          >
            {gates.map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormControlLabel
          control={<Switch checked={camera} onChange={(e) => setCamera(e.target.checked)} />}
          label={translate('access.gate.camera')}
        />
        {camera && !shown && <QrReader key={readerKey} onScan={read} />}
        <ReadField
          inputRef={field}
          autoFocus
          label="access.gate.code"
          hint="access.gate.code_hint"
          onRead={read}
          testId="gate-code"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <GateLivePanel />
      </Grid>
      <Dialog open={shown !== null} aria-labelledby="gate-result-title" maxWidth="xs" fullWidth>
        <DialogTitle id="gate-result-title">
          {translate(
            shown?.result
              ? shown.result.tipo === ENTRY
                ? 'access.gate.entry'
                : 'access.gate.exit'
              : 'access.gate.refused',
          )}
        </DialogTitle>
        <DialogContent sx={{ textAlign: 'center' }}>
          {shown?.result && (
            <Avatar
              src={imageUrl(shown.result.img)}
              alt={translate('access.gate.photo', { name: shown.result.name })}
              sx={{ width: 140, height: 140, mx: 'auto', mb: 2 }}
            />
          )}
          <Alert
            severity={shown?.severity ?? 'info'}
            role="status"
            data-testid="gate-message"
            icon={false}
            sx={{ justifyContent: 'center' }}
          >
            {shown?.message}
          </Alert>
        </DialogContent>
      </Dialog>
    </Grid>
  );
}

/** Seconds left until `deadline`, ticking every second. */
function useSecondsUntil(deadline: string | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return deadline ? Math.max(0, Math.round((Date.parse(deadline) - now) / 1000)) : 0;
}

function OwnQrTab() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // Every fetch replaces the code the gate accepts: no cache, no refetch on focus.
  const own = useCallQuery(['ownCode'], (dp) => dp.ownCode(), {
    refetchInterval: OWN_QR_REFRESH_MS,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const left = useSecondsUntil(own.data?.expira);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography>{translate('access.own.help')}</Typography>
      {own.error && <Alert severity="error">{own.error.message}</Alert>}
      {own.data && (
        <>
          <QRCodeSVG
            value={own.data.code}
            size={250}
            level="L"
            marginSize={2}
            title={translate('access.own.qr_title', { name: identity?.fullName ?? '' })}
            data-testid="own-qr"
          />
          <Typography variant="h6" component="p">
            {identity?.fullName}
          </Typography>
          <Typography color="text.secondary" role="timer" aria-live="off">
            {translate('access.own.expires', { seconds: left })}
          </Typography>
        </>
      )}
      <Button variant="outlined" onClick={() => void own.refetch()} disabled={own.isFetching}>
        {translate('access.own.refresh')}
      </Button>
    </Stack>
  );
}

export function GatePage() {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const tabs = ['access.gate.tab_scan', 'access.gate.tab_app'];
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('access.gate.title')}
        </Typography>
        <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ mb: 3 }}>
          {tabs.map((key, i) => (
            <Tab key={key} label={translate(key)} id={`gate-tab-${i}`} aria-controls={`gate-panel-${i}`} />
          ))}
        </Tabs>
        {/* Only the open tab is mounted: the camera stops, and the own QR is fetched only while shown. */}
        <div role="tabpanel" id={`gate-panel-${tab}`} aria-labelledby={`gate-tab-${tab}`}>
          {tab === 0 ? <ScanTab /> : <OwnQrTab />}
        </div>
      </CardContent>
    </Card>
  );
}
