/**
 * A close's figures, as its author sees them right after the count and as the Z report prints
 * them: expected, counted and the difference per method, the portal's (shown, never counted).
 */
import { useTranslate } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { COUNTED_METHODS, type CashClose } from '../../../domain/cashClose';
import { formatMoney } from '../../../domain/money';
import { methodName } from '../topups';

const signed = (value: number) =>
  value < 0 ? `−${formatMoney(-value)}` : value > 0 ? `+${formatMoney(value)}` : formatMoney(0);

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

export function CloseSummary({ close, dense }: { close: CashClose; dense?: boolean }) {
  const translate = useTranslate();
  const differenceText = useDifferenceText();
  const t = (key: string) => translate(`credentials.cashclose.${key}`);
  const portalName = methodName(translate, 'portal');
  const cell = { px: dense ? 0.25 : 2, py: dense ? 0.25 : 1, fontSize: 'inherit' };
  // On an 80 mm roll a signed amount fits where words do not.
  const shown = (value: number) => (dense ? signed(value) : differenceText(value));
  return (
    <Table
      size="small"
      aria-label={t('summary_label')}
      data-testid="close-summary"
      sx={dense ? { tableLayout: 'fixed', '& th:first-of-type': { width: '28%' } } : undefined}
    >
      <TableHead>
        <TableRow>
          <TableCell sx={cell}>{t('method')}</TableCell>
          <TableCell sx={cell} align="right">
            {t('expected')}
          </TableCell>
          <TableCell sx={cell} align="right">
            {t('counted')}
          </TableCell>
          <TableCell sx={cell} align="right">
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
            <TableCell sx={cell} align="right">
              {formatMoney(close.esperado[m])}
            </TableCell>
            <TableCell sx={cell} align="right">
              {formatMoney(close.contado[m])}
            </TableCell>
            <TableCell
              sx={{ ...cell, color: close.diferencia[m] < 0 ? 'error.main' : undefined }}
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
          <TableCell sx={{ ...cell, fontWeight: 700 }} align="right">
            {formatMoney(COUNTED_METHODS.reduce((sum, m) => sum + close.esperado[m], 0))}
          </TableCell>
          <TableCell sx={{ ...cell, fontWeight: 700 }} align="right">
            {formatMoney(COUNTED_METHODS.reduce((sum, m) => sum + close.contado[m], 0))}
          </TableCell>
          <TableCell
            sx={{ ...cell, fontWeight: 700, color: close.diferencia.total < 0 ? 'error.main' : undefined }}
            align="right"
            data-testid="close-difference"
          >
            {shown(close.diferencia.total)}
          </TableCell>
        </TableRow>
        {close.esperado.portal !== 0 && (
          <TableRow>
            <TableCell sx={cell} component="th" scope="row">
              {portalName}
            </TableCell>
            <TableCell sx={cell} align="right">
              {formatMoney(close.esperado.portal)}
            </TableCell>
            <TableCell sx={cell} colSpan={2}>
              {t('portal_note')}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
