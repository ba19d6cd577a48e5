/**
 * A payment's page, #/pagos/:id, where Mercado Pago sends the family back after the checkout. The
 * `status` Mercado Pago adds to the address is not trusted: the money is credited only when the
 * server hears Mercado Pago's signed notification, so the page shows the state the server says,
 * asking again every few seconds while it is pending, for a while.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { formatMoney } from '../../domain/money';
import type { OnlinePayment } from '../../domain/onlinePayments';
import { ApiRefusal, familyApi } from '../api';
import { usePortal } from '../i18n';
import { useWhen } from './PaymentState';

/** How often a pending payment is asked for again, and for how long before the page stops asking. */
export const POLL_MS = 3_000;
export const POLL_FOR_MS = 120_000;

export function PaymentPage() {
  const { t } = usePortal();
  const when = useWhen();
  const id = Number(useParams().id);
  const [payment, setPayment] = useState<OnlinePayment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [late, setLate] = useState(false);

  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    const started = Date.now();
    const ask = async () => {
      try {
        const found = await familyApi.payment(id);
        if (!live) return;
        setPayment(found);
        setProblem(null);
        if (found.estado !== 'pendiente') return;
      } catch (err) {
        if (!live) return;
        const offline = !(err instanceof ApiRefusal) || err.status === 0;
        setProblem(err instanceof ApiRefusal && err.message ? err.message : t('offline'));
        // A phone back from the checkout may be briefly offline: keep asking; a refusal (404) is final.
        if (!offline) return;
      }
      if (Date.now() - started >= POLL_FOR_MS) setLate(true);
      else timer = window.setTimeout(() => void ask(), POLL_MS);
    };
    void ask();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [id, t]);

  const state = payment?.estado;
  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to="/" sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
        {t('child.back')}
      </Button>
      {problem && <Alert severity="error">{problem}</Alert>}
      {!payment && !problem && <CircularProgress aria-label={t('loading')} />}
      {payment && state && (
        <>
          {/* Read out when the state changes (pending → credited) without moving the reader. */}
          <Box role="status" data-testid="payment-status">
            <Stack direction="row" spacing={1.5} alignItems="center">
              {state === 'pendiente' && !late && <CircularProgress size={24} aria-hidden />}
              <Typography variant="h5" component="h1">
                {t(`payments.page.headings.${state}`)}
              </Typography>
            </Stack>
            <Typography sx={{ mt: 1 }}>
              {t(`payments.page.says.${state === 'pendiente' && late ? 'late' : state}`)}
            </Typography>
          </Box>
          <Card variant="outlined" component="section" aria-labelledby="payment-children">
            <CardContent>
              <Typography variant="h6" component="h2" id="payment-children">
                {t('payments.page.children')}
              </Typography>
              <List dense data-testid="payment-children">
                {payment.hijos.map((h) => (
                  <ListItem key={h.id_estudiante} disableGutters divider>
                    <ListItemText primary={h.estudiante} />
                    <Typography fontWeight={500}>{formatMoney(h.valor)}</Typography>
                  </ListItem>
                ))}
              </List>
              <Stack spacing={0.5} sx={{ mt: 1 }}>
                {payment.comision > 0 && (
                  <Stack direction="row" justifyContent="space-between">
                    <Typography color="text.secondary">{t('payments.fee')}</Typography>
                    <Typography fontWeight={500}>{formatMoney(payment.comision)}</Typography>
                  </Stack>
                )}
                <Stack direction="row" justifyContent="space-between">
                  <Typography color="text.secondary">{t('payments.page.total')}</Typography>
                  <Typography fontWeight={500} data-testid="payment-total">
                    {formatMoney(payment.total + payment.comision)}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('payments.page.opened', { fecha: when(payment.created_at) })}
                </Typography>
                {payment.acreditado_at && (
                  <Typography variant="body2" color="text.secondary">
                    {t('payments.page.credited', { fecha: when(payment.acreditado_at) })}
                  </Typography>
                )}
                {payment.referencia && (
                  <Typography variant="body2" color="text.secondary">
                    {t('payments.page.reference', { referencia: payment.referencia })}
                  </Typography>
                )}
              </Stack>
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
}
