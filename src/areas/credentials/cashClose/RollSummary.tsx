/**
 * A close's figures on an 80 mm roll (issue 52): a four-column table does not fit 72 mm of print,
 * so each counted method is a block of lines, one amount a line, right-aligned and never broken;
 * the portal's and the online top-ups' one line each, said not counted.
 */
import { useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { COUNTED_METHODS, SHOWN_METHODS, type CashClose } from '../../../domain/cashClose';
import { formatMoney } from '../../../domain/money';
import { Line } from '../receipts';
import { methodName } from '../topups';
import { countedOf, signed } from './CloseSummary';

export function RollSummary({ close }: { close: CashClose }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`credentials.cashclose.${key}`);
  const counted = countedOf(close);
  return (
    <Box data-testid="close-summary">
      {COUNTED_METHODS.map((m) => (
        <Box key={m} data-testid={`close-row-${m}`} sx={{ mb: 0.5 }}>
          <Typography sx={{ fontSize: 'inherit', fontWeight: 700 }}>{methodName(translate, m)}</Typography>
          <Line label={t('expected')} value={formatMoney(close.esperado[m])} nowrap />
          <Line label={t('counted')} value={formatMoney(counted[m])} nowrap />
          <Line label={t('difference')} value={signed(close.diferencia[m])} nowrap />
        </Box>
      ))}
      <Line label={t('total_difference')} value={signed(close.diferencia.total)} strong nowrap />
      {close.fondo_inicial > 0 && (
        <>
          <Line label={t('drawer')} value={formatMoney(close.contado.efectivo)} nowrap />
          <Line label={t('float')} value={formatMoney(close.fondo_inicial)} nowrap />
        </>
      )}
      {SHOWN_METHODS.filter((m) => close.esperado[m] !== 0).map((m) => (
        <Line
          key={m}
          label={`${methodName(translate, m)} (${t('portal_short')})`}
          value={formatMoney(close.esperado[m])}
          nowrap
        />
      ))}
    </Box>
  );
}
