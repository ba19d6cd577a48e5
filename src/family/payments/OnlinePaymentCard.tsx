/**
 * *Recargar en línea* on the children's page (issue 54): an amount per child (empty: not in this
 * payment), the total, the school's fee when it passes one on, and *Pagar con Mercado Pago*, which
 * opens the payment and sends the family to Mercado Pago's checkout. Only when the school takes
 * online payments; a child whose card is inactive or missing has no amount, only the reason. The
 * card checks only the obvious (nothing, under the minimum, over the maximum), in the server's
 * words; every other refusal is the server's, under its child, under the totals or at the top.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
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
import { FormNotice, pesos, refusalOf } from '../forms';
import { usePortal, type Translate } from '../i18n';
import { PaymentList } from './PaymentList';
import { onlineAmountId } from './paymentTerms';

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

/** The fields the card draws for what it sent: each child's (`hijos.<i>.…`) and the totals' (`hijos`). */
const drawnFor = (sent: TopUp[]) => [
  'hijos',
  ...sent.flatMap((_c, i) => [`hijos.${i}.id_estudiante`, `hijos.${i}.valor`]),
];

/** Where a refusal shows: under the i-th child sent, under the totals, or at the top (refusalOf). */
function placed(err: unknown, sent: TopUp[], offline: string): Problems {
  const { errors, notice } = refusalOf(err, offline, drawnFor(sent));
  const byChild: Record<number, string> = {};
  for (const [key, text] of Object.entries(errors)) {
    const part = /^hijos\.(\d+)\./.exec(key);
    if (part) byChild[sent[Number(part[1])].id_estudiante] = text;
  }
  return { byChild, whole: errors.hijos ?? null, notice };
}

export function OnlinePaymentCard({
  familyChildren,
  terms,
}: {
  familyChildren: FamilyChild[];
  /** The school's terms, which take online payments (paymentTerms.ts). */
  terms: OnlinePaymentTermsAnswer;
}) {
  const { t } = usePortal();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [problems, setProblems] = useState<Problems>(NONE);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Back from the checkout without paying: the browser may restore this page as it left it, busy.
    const back = (e: PageTransitionEvent) => {
      if (e.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, []);

  // Only an active card takes a top-up: the others are named with the reason, without an amount.
  const payable = familyChildren.filter((c) => c.carnet === 'activo');
  const unpayable = familyChildren.filter((c) => c.carnet !== 'activo');
  const topUps: TopUp[] = payable
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
          <FormNotice notice={problems.notice ? { ok: false, text: problems.notice } : null} />
          {unpayable.map((child) => (
            <Typography key={child.id} variant="body2" data-testid="online-unpayable">
              {t(`payments.unpayable.${child.carnet}`, { name: child.name })}
            </Typography>
          ))}
          {payable.map((child) => (
            <TextField
              key={child.id}
              id={onlineAmountId(child.id)}
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
          {payable.length > 0 && (
            <>
              <FormHelperText component="p" sx={{ mt: 0 }} data-testid="online-limits">
                {t('payments.limits', {
                  minimo: formatMoney(terms.minimo),
                  maximo: formatMoney(terms.maximo),
                })}
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
              {busy && <Typography role="status">{t('payments.leaving')}</Typography>}
              <Button type="submit" variant="contained" disabled={busy}>
                {t('payments.pay')}
              </Button>
            </>
          )}
        </Stack>
        <PaymentList />
      </CardContent>
    </Card>
  );
}
