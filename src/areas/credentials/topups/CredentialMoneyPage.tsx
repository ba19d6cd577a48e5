/**
 * `#/admin/carnets/recargar/{id}` and `#/admin/carnets/descarga/{id}`: the holder, the balance
 * (read-only), the amount and the QR. The deduction is sent negative. One Idempotency-Key per
 * attempt: a double click or a retry after a network error moves the money once.
 */
import { useState } from 'react';
import {
  useNotify,
  usePermissions,
  useTranslate,
  type Identifier,
  type TranslateFunction,
} from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Button, CircularProgress, InputAdornment, Stack, TextField } from '@mui/material';
import { MIN_TOPUP } from '../../../domain/credentials';
import { deskPayment, paymentRefusal, type DeskMethod, type Payment } from '../../../domain/payments';
import { keepPrintReceipt, PaymentFields, printReceiptWanted, type PaymentState } from './PaymentFields';
import { MoneyConfirmDialog } from './MoneyConfirmDialog';
import { formatMoney } from '../../../domain/money';
import { hasPermission } from '../../../domain/permissions';
import { useIdempotencyKey } from '../../../dataProvider/useIdempotencyKey';
import { useCallMutation } from '../../../dataProvider/hooks';
import { InfoDialog } from '../../../kit/ui/InfoDialog';
import { BalanceField, CredentialCard, useCredential } from '../registry';

type Kind = 'recarga' | 'descarga';

/** Client-side check of an amount typed in the field, in the screen's language; the server checks again. */
export function amountProblem(
  kind: Kind,
  text: string,
  saldo: number,
  translate: TranslateFunction,
): string | null {
  if (!/^\d+$/.test(text.trim())) return translate('credentials.money.not_pesos');
  const amount = Number(text);
  if (kind === 'recarga') return amount < MIN_TOPUP ? translate('credentials.money.too_small') : null;
  if (amount <= 0) return translate('credentials.money.deduction_not_positive');
  return amount > saldo ? translate('credentials.money.over_balance', { balance: formatMoney(saldo) }) : null;
}

/**
 * Where a top-up or a deduction leads (spec part 1 §2): both to `/admin/validatecarnet`, the
 * top-up entry. Someone who may deduct but not top up would be refused there: they go back to
 * the deduction entry instead.
 */
export function afterMoney(kind: Kind, keys: readonly string[]): string {
  if (kind === 'recarga' || hasPermission(keys, 'carnets.recharge')) return '/admin/validatecarnet';
  return '/admin/validatecarnet/desc';
}

function MoneyForm({ kind }: { kind: Kind }) {
  const translate = useTranslate();
  const { id } = useParams();
  const { credential, error } = useCredential(id);
  const notify = useNotify();
  const navigate = useNavigate();
  // `?back=/academic/students/12/show`: the page that sent here (the student file), in this app only.
  const [search] = useSearchParams();
  const back = search.get('back');
  const returnTo = back && /^\/(?!\/)/.test(back) ? back : null;
  const [amount, setAmount] = useState('');
  const [payment, setPayment] = useState<PaymentState>({ method: 'efectivo', reference: '' });
  const [referenceError, setReferenceError] = useState<string | null>(null);
  const [printReceipt, setPrintReceipt] = useState(printReceiptWanted);
  const [message, setMessage] = useState<string | null>(null);
  // What the confirmation shows and, once confirmed, moves: set only by a form that passed its checks.
  const [pending, setPending] = useState<{ recarga: number; paid: Payment } | null>(null);
  const idempotency = useIdempotencyKey();
  const moveMoney = useCallMutation(
    (dp, { id, recarga, paid, key }: { id: Identifier; recarga: number; paid: Payment; key: string }) =>
      dp.moveMoney(id, recarga, { metodo_pago: paid.method as DeskMethod, referencia: paid.reference }, key),
  );
  const { permissions } = usePermissions<string[]>();
  const busy = moveMoney.isPending;
  const label = translate(kind === 'recarga' ? 'credentials.money.top_up' : 'credentials.money.deduct');

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!credential) return <CircularProgress aria-label={translate('ra.page.loading')} />;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = amountProblem(kind, amount, credential.saldo, translate);
    if (problem) {
      setMessage(problem);
      return;
    }
    const paid = deskPayment(payment.method, payment.reference);
    const missing = paymentRefusal(paid);
    setReferenceError(missing && translate('credentials.payment.reference_required'));
    if (missing) return;
    const value = Number(amount);
    setPending({ recarga: kind === 'recarga' ? value : -value, paid });
  };

  const confirm = () => {
    if (!pending || busy) return;
    const { recarga, paid } = pending;
    const key = idempotency.keyFor({ id: credential.id, recarga, paid });
    moveMoney.mutate(
      { id: credential.id, recarga, paid, key },
      {
        onSuccess: (result) => {
          idempotency.done();
          setPending(null);
          // The server's answer names the new balance: built here from the credential it returns.
          notify(
            translate('credentials.money.new_balance', { balance: formatMoney(result.credential.saldo) }),
            { type: 'success' },
          );
          const next = returnTo ?? afterMoney(kind, permissions ?? []);
          // The receipt page goes on to where the desk would have gone.
          if (printReceipt && result.movementId !== null) {
            navigate(`/admin/carnets/recibo/${result.movementId}?next=${encodeURIComponent(next)}`);
          } else navigate(next);
        },
        // The same amount retried keeps its key: a network error cannot move the money twice.
        onError: (err) => {
          setPending(null);
          setMessage(err.message);
        },
      },
    );
  };

  return (
    <CredentialCard credential={credential}>
      <BalanceField saldo={credential.saldo} />
      <Stack component="form" onSubmit={submit} spacing={2} sx={{ maxWidth: 420 }} noValidate>
        <TextField
          label={label}
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))}
          autoFocus
          disabled={credential.active !== 1}
          helperText={
            amount
              ? formatMoney(Number(amount))
              : kind === 'recarga'
                ? translate('credentials.money.minimum', { amount: formatMoney(MIN_TOPUP) })
                : translate('credentials.money.maximum', { amount: formatMoney(credential.saldo) })
          }
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'numeric', 'aria-label': label },
          }}
        />
        <PaymentFields
          kind={kind}
          value={payment}
          onChange={setPayment}
          disabled={credential.active !== 1}
          referenceError={referenceError}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy || credential.active !== 1}>
          {busy ? <CircularProgress size={24} color="inherit" /> : label}
        </Button>
      </Stack>
      {pending && (
        <MoneyConfirmDialog
          open
          kind={kind}
          amount={Math.abs(pending.recarga)}
          holder={credential.name_user_primary}
          balanceAfter={credential.saldo + pending.recarga}
          method={pending.paid.method as DeskMethod}
          printReceipt={printReceipt}
          onPrintReceipt={(wanted) => {
            setPrintReceipt(wanted);
            keepPrintReceipt(wanted);
          }}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
      <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </CredentialCard>
  );
}

export function CredentialMoneyPage({ kind }: { kind: Kind }) {
  return <MoneyForm kind={kind} />;
}
