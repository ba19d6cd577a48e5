/**
 * How a top-up was paid, or how a deduction went back (issue 34): cash by default, a reference for
 * a transfer or a card voucher, and whether to print the receipt next (kept on this device).
 */
import { useTranslate } from 'react-admin';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { DESK_METHODS, REFERENCE_MAX, type DeskMethod } from '../../../domain/payments';
import { methodName } from './labels';

export interface PaymentState {
  method: DeskMethod;
  reference: string;
}

const PRINT_KEY = 'desk-print-receipt';
export const printReceiptWanted = () => globalThis.localStorage?.getItem(PRINT_KEY) === '1';
export const keepPrintReceipt = (wanted: boolean) =>
  globalThis.localStorage?.setItem(PRINT_KEY, wanted ? '1' : '0');

export function PaymentFields({
  kind,
  value,
  onChange,
  disabled,
  referenceError,
}: {
  kind: 'recarga' | 'descarga';
  value: PaymentState;
  onChange: (next: PaymentState) => void;
  disabled?: boolean;
  referenceError?: string | null;
}) {
  const translate = useTranslate();
  const legend = translate(
    kind === 'recarga' ? 'credentials.payment.method' : 'credentials.payment.refund_method',
  );
  return (
    <>
      <FormControl disabled={disabled}>
        <FormLabel id="payment-method-label">{legend}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="payment-method-label"
          value={value.method}
          onChange={(e) => onChange({ method: e.target.value as DeskMethod, reference: value.reference })}
        >
          {DESK_METHODS.map((m) => (
            <FormControlLabel key={m} value={m} control={<Radio />} label={methodName(translate, m)} />
          ))}
        </RadioGroup>
      </FormControl>
      {value.method !== 'efectivo' && (
        <TextField
          label={translate(
            value.method === 'tarjeta' ? 'credentials.payment.voucher' : 'credentials.payment.reference',
          )}
          value={value.reference}
          onChange={(e) => onChange({ method: value.method, reference: e.target.value })}
          required
          disabled={disabled}
          error={Boolean(referenceError)}
          helperText={referenceError ?? translate('credentials.payment.reference_help')}
          slotProps={{ htmlInput: { maxLength: REFERENCE_MAX } }}
        />
      )}
    </>
  );
}

export function PrintReceiptToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (wanted: boolean) => void;
}) {
  const translate = useTranslate();
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={translate('credentials.payment.print_receipt')}
    />
  );
}
