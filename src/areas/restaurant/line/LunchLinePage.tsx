/**
 * `#/restaurant/requests`: the lunch line (spec part 2 §2, §9). *Preparar* opens the reader —
 * the camera, or a USB scanner typing the code and Enter into the field (a document number can
 * be typed too). Each read registers the student's meal on the server, once per service; the
 * answer shows with the student's photo and the meal with its seals and allergens (issue 35) for
 * 2 s, then the reader reopens for the next one.
 * Without the server, the line's roster serves the meal and queues it (issue 33: the offline feature's useOfflineMeal).
 * Issue 56: the recent reads say what paid each meal and whether it was pre-ordered ("Sin pedido").
 */
import { useCallback, useState } from 'react';
import { Confirm, useDataProvider, usePermissions, useTranslate } from 'react-admin';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { SCAN_MIN_LENGTH } from '../../../domain/credentials';
import { LINE_POLL_MS, SCAN_FAILED, SCAN_RESULT_MS, type ScanResult } from '../../../domain/restaurant';
import { RESTAURANT } from '../../../domain/stores';
import { hasPermission } from '../../../domain/permissions';
import { useIdempotencyKey } from '../../../dataProvider/useIdempotencyKey';
import type { AppDataProvider } from '../../../dataProvider';
import { QrReader } from '../../../kit/ui/QrReader';
import { ReadField } from '../../../kit/ui/ReadField';
import { useScanAnswer } from '../../../kit/ui/useScanAnswer';
import { LiveChip } from '../../../kit/live/LiveChip';
import { useLiveBoard } from '../../../kit/live/useLiveBoard';
import { ReadyTurns } from './ReadyTurns';
import { imageUrl } from '../../../dataProvider/instance';
import { useCallMutation } from '../../../dataProvider/hooks';
import { lostConnection } from '../../../kit/till/offlineCustomer';
import { TillStatusBar } from '../../../kit/till/TillStatusBar';
import { useOfflineMeal } from '../offline';
import { FoodLabels } from '../../../kit/ui/FoodLabels';

/** What the dialog shows: the server's answer, or its refusal. */
interface Shown {
  ok: boolean;
  message: string;
  result?: ScanResult;
}

const RECENT = 10;

/** A read of the line: the server's answer and what was read (to sell a second helping to the same student); offline, queued. */
type Read = ScanResult & { at: Date; read: string; offline?: boolean };

/** Issue 56: a meal paid before the line (a pre-order, a plan): nothing was charged at the scan. */
const paidAhead = (scan: { pedido?: boolean; pago?: string }) =>
  scan.pedido === true || (scan.pago !== undefined && scan.pago !== 'saldo');

export function LunchLinePage() {
  const translate = useTranslate();
  const [preparing, setPreparing] = useState(false);
  // The answer stays 2 s, then the reader reopens (a new camera session, the field focused).
  const { shown, show: setShown, readerKey, field } = useScanAnswer<Shown>(SCAN_RESULT_MS);
  const [recent, setRecent] = useState<Read[]>([]);
  const [extraFor, setExtraFor] = useState<Read | null>(null);
  const { permissions } = usePermissions<string[]>();
  const mayAddHelping = hasPermission(permissions ?? [], 'restaurant.extra');
  const idempotency = useIdempotencyKey();
  const extra = useCallMutation((dp, who: Read) =>
    dp.registerExtra(who.read, idempotency.keyFor(who.orderId)),
  );
  const register = useCallMutation((dp, read: string) => dp.registerMeal(read));
  const dataProvider = useDataProvider<AppDataProvider>();
  const loadTurns = useCallback(() => dataProvider.turnCards(RESTAURANT), [dataProvider]);
  // Live through the restaurant's events; polling every 3 s only while the stream is down.
  const board = useLiveBoard(RESTAURANT, loadTurns, { pollMs: LINE_POLL_MS });
  const offline = useOfflineMeal();
  const [serving, setServing] = useState(false);

  /** No server: the line's roster and queue serve the meal (issue 33). */
  const serveOffline = async (value: string) => {
    setServing(true);
    try {
      const outcome = await offline.serve(value);
      if (!outcome.ok) {
        setShown({ ok: false, message: outcome.message });
        return;
      }
      setShown({ ok: true, message: outcome.result.mensaje, result: outcome.result });
      setRecent((list) =>
        [{ ...outcome.result, at: new Date(), read: value, offline: true }, ...list].slice(0, RECENT),
      );
    } finally {
      setServing(false);
    }
  };

  const read = (text: string) => {
    const value = text.trim();
    if (value.length < SCAN_MIN_LENGTH || register.isPending || serving || shown) return;
    if (!offline.till.status.online) {
      void serveOffline(value);
      return;
    }
    register.mutate(value, {
      onSuccess: (result) => {
        // Spec §9: a scan resets the board's polling counter.
        board.restart();
        setShown({ ok: !result.repeated, message: result.mensaje || SCAN_FAILED, result });
        setRecent((list) => [{ ...result, at: new Date(), read: value }, ...list].slice(0, RECENT));
        void offline.noteScan(value, result);
      },
      onError: (err) =>
        lostConnection(err)
          ? void serveOffline(value)
          : setShown({ ok: false, message: err.message || SCAN_FAILED }),
    });
  };

  /** A second helping, confirmed: charged once even if the call is retried. */
  const addHelping = (who: Read) =>
    extra.mutate(who, {
      onSuccess: (result) => {
        idempotency.done();
        board.restart();
        setShown({ ok: true, message: result.mensaje || SCAN_FAILED, result });
        setRecent((list) => [{ ...result, at: new Date(), read: who.read }, ...list].slice(0, RECENT));
      },
      onError: (err) => setShown({ ok: false, message: err.message || SCAN_FAILED }),
      onSettled: () => setExtraFor(null),
    });

  return (
    <Card sx={{ mt: 2, maxWidth: 1100 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('restaurant.line.title')}
        </Typography>
        <TillStatusBar till={offline.till} />
        <FormControlLabel
          control={<Switch checked={preparing} onChange={(e) => setPreparing(e.target.checked)} />}
          label={translate('restaurant.line.prepare')}
        />
        {preparing ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 2 }}>
            <Box sx={{ flex: 1, minWidth: 280 }}>
              <QrReader key={readerKey} onScan={read} />
            </Box>
            <ReadField
              inputRef={field}
              autoFocus
              label="restaurant.line.code"
              hint="restaurant.line.code_hint"
              onRead={read}
              testId="lunch-code"
              disabled={register.isPending || serving}
            />
          </Stack>
        ) : (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('restaurant.line.closed')}
          </Alert>
        )}

        <Stack direction="row" spacing={2} sx={{ mt: 3, mb: 1, alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {translate('restaurant.line.ready')}
          </Typography>
          <LiveChip live={board.live} />
        </Stack>
        {board.error &&
          (offline.till.status.online ? (
            <Alert severity="error">{board.error}</Alert>
          ) : (
            // Without the network the turns cannot come: said in the till banner's tone, not as a
            // failure (the sales themselves are kept), above the last turns seen.
            <Alert severity="warning" sx={{ mb: 1 }} data-testid="lunch-ready-offline">
              {translate('restaurant.line.ready_offline')}
            </Alert>
          ))}
        {(!board.error || !offline.till.status.online) && <ReadyTurns cards={board.data ?? []} />}

        <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
          {translate('restaurant.line.recent')}
        </Typography>
        {recent.length === 0 ? (
          <Typography color="text.secondary">{translate('restaurant.line.none')}</Typography>
        ) : (
          <List dense aria-label={translate('restaurant.line.recent')} data-testid="lunch-recent">
            {recent.map((scan) => (
              <ListItem key={`${scan.orderId}-${scan.at.getTime()}`}>
                <ListItemAvatar>
                  <Avatar src={imageUrl(scan.img)} alt="" />
                </ListItemAvatar>
                <ListItemText
                  primary={scan.name}
                  secondary={
                    [
                      scan.turn === null ? null : translate('restaurant.line.turn', { turn: scan.turn }),
                      scan.almuerzo?.name,
                      // Issue 56: the plan that paid it (the balance's charge is the chip's).
                      scan.pago &&
                        scan.pago !== 'saldo' &&
                        translate(`restaurant.line.paid_${scan.pago}`, { count: scan.restantes ?? 0 }),
                    ]
                      .filter(Boolean)
                      .join(' · ') || undefined
                  }
                />
                {scan.almuerzo && (
                  <Box sx={{ mx: 1, maxWidth: 240 }}>
                    <FoodLabels product={scan.almuerzo} />
                  </Box>
                )}
                {scan.pedido !== undefined && (
                  <Chip
                    size="small"
                    variant={scan.pedido ? 'outlined' : 'filled'}
                    label={translate(
                      scan.pedido ? 'restaurant.line.preordered' : 'restaurant.line.no_preorder',
                    )}
                    // "Sin pedido" stands out in the colours of a notice (dark on light: AA contrast).
                    sx={{ mr: 1, ...(scan.pedido ? {} : { bgcolor: '#fff4e5', color: '#663c00' }) }}
                  />
                )}
                <Chip
                  size="small"
                  color={scan.offline ? 'warning' : scan.repeated ? 'default' : 'success'}
                  label={translate(
                    scan.offline
                      ? 'orders.till.queued'
                      : scan.repeated
                        ? 'restaurant.line.repeated'
                        : paidAhead(scan)
                          ? 'restaurant.line.not_charged'
                          : 'restaurant.line.charged',
                  )}
                />
                {mayAddHelping && !scan.offline && (
                  <Button
                    size="small"
                    sx={{ ml: 1 }}
                    onClick={() => setExtraFor(scan)}
                    aria-label={translate('restaurant.line.extra_for', { name: scan.name })}
                  >
                    {translate('restaurant.line.extra')}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>

      <Confirm
        isOpen={extraFor !== null}
        loading={extra.isPending}
        title="restaurant.line.extra_title"
        content={translate('restaurant.line.extra_confirm', { name: extraFor?.name ?? '' })}
        confirm="restaurant.line.extra"
        onConfirm={() => extraFor && addHelping(extraFor)}
        onClose={() => setExtraFor(null)}
      />
      <Dialog open={shown !== null} aria-labelledby="lunch-result-title" maxWidth="xs" fullWidth>
        <DialogTitle id="lunch-result-title">
          {translate(shown?.ok ? 'restaurant.line.registered' : 'restaurant.line.not_charged')}
        </DialogTitle>
        <DialogContent sx={{ textAlign: 'center' }}>
          {shown?.result && (
            <Avatar
              src={imageUrl(shown.result.img)}
              alt={translate('restaurant.line.photo', { name: shown.result.name })}
              sx={{ width: 120, height: 120, mx: 'auto', mb: 2 }}
            />
          )}
          <Typography role="status" data-testid="lunch-message">
            {shown?.message}
          </Typography>
          {shown?.result?.almuerzo && (
            <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
              <Typography variant="subtitle2" component="p">
                {shown.result.almuerzo.name}
              </Typography>
              <FoodLabels product={shown.result.almuerzo} testId="lunch-meal-labels" />
            </Box>
          )}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
