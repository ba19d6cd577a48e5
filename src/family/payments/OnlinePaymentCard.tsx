/**
 * *Recargar en línea* on the children's page (issue 54): an amount per child (empty: not in this
 * payment), the total, the school's fee when it passes one on, and *Pagar con Mercado Pago*, which
 * opens the payment and sends the family to Mercado Pago's checkout. Only when the school takes
 * online payments. The card checks only the obvious (nothing, under the minimum, over the maximum),
 * in the server's words; every other refusal is the server's, under its child or in a notice.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  FormHelperText,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { FamilyChild } from '../../domain/family';
import { formatMoney } from '../../domain/money';
import { onlinePaymentFee } from '../../domain/onlinePaymentRules';
import type { OnlinePaymentTermsAnswer } from '../../domain/onlinePayments';
import { familyApi } from '../api';
import { pesos, refusalOf } from '../forms';
import { usePortal, type Translate } from '../i18n';
import { PaymentList } from './PaymentList';

type TopUp = { id_estudiante: number; valor: number };
interface Problems {
  /** By child id: the server's refusal of that child's part. */
  byChild: Record<number, string>;
  /** The whole payment's (nothing chosen, the minimum, the maximum). */
  whole: string | null;
  notice: string | null;
}
const NONE: Problems = { byChild: {}, whole: null, notice: null };

/** What the card refuses before asking: the server would say the same. */
function earlyRefusal(topUps: TopUp[], terms: OnlinePaymentTermsAnswer, t: Translate): string | null {
  if (topUps.length === 0) return t('payments.no_children');
  // A mistyped amount: the server names it (the sum would blame the minimum instead).
  if (topUps.some((c) => Number.isNaN(c.valor))) return null;
  const total = topUps.reduce((sum, c) => sum + c.valor, 0);
  if (total < terms.minimo) return t('payments.below_minimum', { minimo: formatMoney(terms.minimo) });
  if (total > terms.maximo) return t('payments.above_maximum', { maximo: formatMoney(terms.maximo) });
  return null;
}

/** Where a refusal shows: `hijos.<i>.…` under the i-th child sent, `hijos` under the totals, the rest in one notice. */
function placed(err: unknown, sent: TopUp[], offline: string): Problems {
  const { errors, notice } = refusalOf(err, offline);
  const byChild: Record<number, string> = {};
  let whole: string | null = null;
  const others = notice ? [notice] : [];
  for (const [key, text] of Object.entries(errors)) {
    const part = /^hijos\.(\d+)\./.exec(key);
    const child = part ? sent[Number(part[1])] : undefined;
    if (child) byChild[child.id_estudiante] = text;
    else if (key === 'hijos') whole = text;
    else others.push(text);
  }
  return { byChild, whole, notice: others.length > 0 ? others.join(' ') : null };
}

export function OnlinePaymentCard({ familyChildren }: { familyChildren: FamilyChild[] }) {
  const { t } = usePortal();
  const [terms, setTerms] = useState<OnlinePaymentTermsAnswer | null>(null);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [problems, setProblems] = useState<Problems>(NONE);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    // Unknown terms (the server did not answer): no card, as when the school takes no online payments.
    familyApi.paymentTerms().then(
      (answer) => {
        if (live) setTerms(answer);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    // Back from the checkout without paying: the browser may restore this page as it left it, busy.
    const back = (e: PageTransitionEvent) => {
      if (e.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, []);

  if (!terms?.habilitado) return null;

  const topUps: TopUp[] = familyChildren
    .filter((c) => (typed[c.id] ?? '').trim() !== '')
    .map((c) => ({ id_estudiante: c.id, valor: pesos(typed[c.id]) }));
  const total = topUps.reduce((sum, c) => sum + (Number.isNaN(c.valor) ? 0 : c.valor), 0);
  const fee = onlinePaymentFee(total, terms);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const early = earlyRefusal(topUps, terms, t);
    if (early) {
      setProblems({ ...NONE, whole: early });
      return;
    }
    setBusy(true);
    setProblems(NONE);
    try {
      const opened = await familyApi.openPayment(topUps);
      // Mercado Pago's checkout, another site; the card stays busy while the page leaves.
      window.location.assign(opened.init_point);
    } catch (err) {
      setProblems(placed(err, topUps, t('offline')));
      setBusy(false);
    }
  };

  const toPay: [label: string, value: number, testId: string] = [
    t('payments.to_pay'),
    total + fee,
    'online-to-pay',
  ];
  const rows: [label: string, value: number, testId: string][] =
    fee > 0
      ? [[t('payments.total'), total, 'online-total'], [t('payments.fee'), fee, 'online-fee'], toPay]
      : [toPay];

  return (
    <Card variant="outlined" component="section" aria-labelledby="online-title" data-testid="online-card">
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <Typography variant="h6" component="h2" id="online-title">
            {t('payments.title')}
          </Typography>
          <Typography variant="body2">{t('payments.intro')}</Typography>
          {familyChildren.map((child) => (
            <TextField
              key={child.id}
              label={child.name}
              value={typed[child.id] ?? ''}
              onChange={(e) => {
                setTyped((all) => ({ ...all, [child.id]: e.target.value }));
                // A new amount answers the last refusal: it goes until the next press.
                setProblems(NONE);
              }}
              error={Boolean(problems.byChild[child.id])}
              helperText={problems.byChild[child.id]}
              fullWidth
              slotProps={{
                // On the input itself (TextField's own prop would land on its frame): the phone's digits keyboard.
                htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
          ))}
          <FormHelperText component="p" sx={{ mt: 0 }} data-testid="online-limits">
            {t('payments.limits', { minimo: formatMoney(terms.minimo), maximo: formatMoney(terms.maximo) })}
          </FormHelperText>
          <Stack spacing={0.5}>
            {rows.map(([label, value, testId]) => (
              <Stack key={testId} direction="row" justifyContent="space-between">
                <Typography color="text.secondary">{label}</Typography>
                <Typography fontWeight={500} data-testid={testId}>
                  {formatMoney(value)}
                </Typography>
              </Stack>
            ))}
          </Stack>
          {problems.whole && (
            <Typography color="error" role="alert">
              {problems.whole}
            </Typography>
          )}
          {problems.notice && <Alert severity="error">{problems.notice}</Alert>}
          {busy && <Typography role="status">{t('payments.leaving')}</Typography>}
          <Button type="submit" variant="contained" disabled={busy}>
            {t('payments.pay')}
          </Button>
        </Stack>
        <PaymentList />
      </CardContent>
    </Card>
  );
}
