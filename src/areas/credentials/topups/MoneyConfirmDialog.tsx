/**
 * The last look before money moves (issue 52, item 4): the amount in large digits, whose card it
 * goes to, the balance it leaves and how it was paid; the receipt chosen here. Nothing moves until
 * the secretary confirms, so a typed 200000 for 20000 is seen before it counts.
 */
import { useTranslate } from 'react-admin';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import type { DeskMethod } from '../../../domain/payments';
import { formatMoney } from '../../../domain/money';
import { methodName } from './labels';
import { PrintReceiptToggle } from './PaymentFields';

export function MoneyConfirmDialog({
  open,
  kind,
  amount,
  holder,
  balanceAfter,
  method,
  printReceipt,
  onPrintReceipt,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  kind: 'recarga' | 'descarga';
  amount: number;
  holder: string;
  balanceAfter: number;
  method: DeskMethod;
  printReceipt: boolean;
  onPrintReceipt: (wanted: boolean) => void;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`credentials.money.confirm.${key}`, options);
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-describedby="money-confirm-amount">
      <DialogTitle>{t(`title_${kind}`, { amount: formatMoney(amount), name: holder })}</DialogTitle>
      <DialogContent>
        <Typography
          id="money-confirm-amount"
          variant="h3"
          component="p"
          data-testid="money-confirm-amount"
          sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, my: 1 }}
        >
          {formatMoney(amount)}
        </Typography>
        <Typography data-testid="money-confirm-balance">
          {t('balance_after', { balance: formatMoney(balanceAfter) })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t(`paid_with_${kind}`, { method: methodName(translate, method) })}
        </Typography>
        <PrintReceiptToggle checked={printReceipt} onChange={onPrintReceipt} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? (
            <CircularProgress size={24} color="inherit" aria-label={t(`yes_${kind}`)} />
          ) : (
            t(`yes_${kind}`)
          )}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
