/**
 * A close's figures, as its author sees them right after the count and as the Z report prints
 * them: expected, counted and the difference per method, the portal's and the online top-ups'
 * (shown, never counted). The cash counted is the drawer's less its opening float, said under the table.
 */
import { useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { COUNTED_METHODS, SHOWN_METHODS, type CashClose } from '../../../domain/cashClose';
import { formatMoney } from '../../../domain/money';
import { methodName } from '../topups';

/** A signed amount, as the roll prints a difference where words would not fit. */
export const signed = (value: number) =>
  value < 0 ? `−${formatMoney(-value)}` : value > 0 ? `+${formatMoney(value)}` : formatMoney(0);

/** The cash counted less the drawer's opening float, as the close compares it. */
export const countedOf = (close: CashClose) => ({
  ...close.contado,
  efectivo: close.contado.efectivo - close.fondo_inicial,
});

/** A difference in words and pesos: below zero is money missing. */
export function useDifferenceText() {
  const translate = useTranslate();
  return (value: number) =>
    value === 0
      ? translate('credentials.cashclose.no_difference')
      : translate(value > 0 ? 'credentials.cashclose.over' : 'credentials.cashclose.short', {
          amount: formatMoney(Math.abs(value)),
        });
}

export function CloseSummary({ close }: { close: CashClose }) {
  const translate = useTranslate();
  const differenceText = useDifferenceText();
  const t = (key: string) => translate(`credentials.cashclose.${key}`);
  const cell = { fontSize: 'inherit' };
  // Amounts never break, on screen or on any paper.
  const num = { ...cell, whiteSpace: 'nowrap' };
  const shown = differenceText;
  const counted = countedOf(close);
  return (
    <>
      <Table size="small" aria-label={t('summary_label')} data-testid="close-summary">
        <TableHead>
          <TableRow>
            <TableCell sx={cell}>{t('method')}</TableCell>
            <TableCell sx={num} align="right">
              {t('expected')}
            </TableCell>
            <TableCell sx={num} align="right">
              {t('counted')}
            </TableCell>
            <TableCell sx={num} align="right">
              {t('difference')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {COUNTED_METHODS.map((m) => (
            <TableRow key={m} data-testid={`close-row-${m}`}>
              <TableCell sx={cell} component="th" scope="row">
                {methodName(translate, m)}
              </TableCell>
              <TableCell sx={num} align="right">
                {formatMoney(close.esperado[m])}
              </TableCell>
              <TableCell sx={num} align="right">
                {formatMoney(counted[m])}
              </TableCell>
              <TableCell
                sx={{ ...num, color: close.diferencia[m] < 0 ? 'error.main' : undefined }}
                align="right"
              >
                {shown(close.diferencia[m])}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{ ...cell, fontWeight: 700 }} component="th" scope="row">
              {t('total')}
            </TableCell>
            <TableCell sx={{ ...num, fontWeight: 700 }} align="right">
              {formatMoney(COUNTED_METHODS.reduce((sum, m) => sum + close.esperado[m], 0))}
            </TableCell>
            <TableCell sx={{ ...num, fontWeight: 700 }} align="right">
              {formatMoney(COUNTED_METHODS.reduce((sum, m) => sum + counted[m], 0))}
            </TableCell>
            <TableCell
              sx={{ ...num, fontWeight: 700, color: close.diferencia.total < 0 ? 'error.main' : undefined }}
              align="right"
              data-testid="close-difference"
            >
              {shown(close.diferencia.total)}
            </TableCell>
          </TableRow>
          {SHOWN_METHODS.filter((m) => close.esperado[m] !== 0).map((m) => (
            <TableRow key={m} data-testid={`close-row-${m}`}>
              <TableCell sx={cell} component="th" scope="row">
                {methodName(translate, m)}
              </TableCell>
              <TableCell sx={num} align="right">
                {formatMoney(close.esperado[m])}
              </TableCell>
              <TableCell sx={cell} colSpan={2}>
                {t(`${m}_note`)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {close.fondo_inicial > 0 && (
        <Typography variant="body2" sx={{ mt: 1, fontSize: 'inherit' }} data-testid="close-float">
          {translate('credentials.cashclose.float_line', {
            drawer: formatMoney(close.contado.efectivo),
            float: formatMoney(close.fondo_inicial),
          })}
        </Typography>
      )}
    </>
  );
}
