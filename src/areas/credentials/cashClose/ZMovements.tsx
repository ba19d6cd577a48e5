/**
 * A Z report's movements grouped by day (issue 52): a close may span days, and a time alone does
 * not say which. On the roll each movement is a line (who, method and reference wrap; the amount
 * never does); on a sheet, a table. Each day ends with its total.
 */
import { useLocale, useTranslate } from 'react-admin';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { CashMovement } from '../../../domain/cashClose';
import { formatMoney } from '../../../domain/money';
import { clockTime, intlLocale } from '../../../kit/format';
import { Line } from '../receipts';
import { methodName } from '../topups';

/** The sheet's text columns, before the amount. */
const COLUMNS = ['time', 'student', 'document', 'method', 'reference'] as const;

interface Day {
  key: string;
  label: string;
  movements: CashMovement[];
  total: number;
}

/** The movements by the day they were made on this device's calendar, oldest first (they come so). */
function byDay(movements: CashMovement[], locale: string): Day[] {
  const days: Day[] = [];
  for (const m of movements) {
    const at = new Date(m.created_at);
    const key = at.toLocaleDateString('en-CA');
    let day = days.at(-1);
    if (day?.key !== key) {
      day = { key, label: at.toLocaleDateString(locale, { dateStyle: 'full' }), movements: [], total: 0 };
      days.push(day);
    }
    day.movements.push(m);
    day.total += m.valor;
  }
  return days;
}

export function ZMovements({ movements, roll }: { movements: CashMovement[]; roll: boolean }) {
  const translate = useTranslate();
  const locale = useLocale();
  const t = (key: string) => translate(`credentials.cashclose.${key}`);
  const days = byDay(movements, intlLocale(locale));
  const paid = (m: CashMovement) =>
    `${methodName(translate, m.metodo_pago)}${m.referencia ? ` ${m.referencia}` : ''}`;
  if (roll) {
    return (
      <Box data-testid="z-movements">
        {days.map((day) => (
          <Box key={day.key} data-testid="z-day" sx={{ mt: 1 }}>
            <Typography sx={{ fontSize: 'inherit', fontWeight: 700, borderBottom: 1 }}>
              {day.label}
            </Typography>
            {day.movements.map((m) => (
              <Line
                key={m.id}
                label={`${clockTime(m.created_at, locale)} ${m.usuario} · ${paid(m)}`}
                value={formatMoney(m.valor)}
                nowrap
              />
            ))}
            <Line label={t('day_total')} value={formatMoney(day.total)} strong nowrap />
          </Box>
        ))}
      </Box>
    );
  }
  const num = { fontSize: 'inherit', whiteSpace: 'nowrap' } as const;
  return (
    <Table size="small" aria-label={t('detail')} data-testid="z-movements">
      <TableHead>
        <TableRow>
          {COLUMNS.map((key) => (
            <TableCell key={key} sx={{ fontSize: 'inherit' }}>
              {t(key)}
            </TableCell>
          ))}
          <TableCell sx={num} align="right">
            {t('amount')}
          </TableCell>
        </TableRow>
      </TableHead>
      {days.map((day) => (
        <TableBody key={day.key} data-testid="z-day">
          <TableRow>
            <TableCell
              colSpan={6}
              component="th"
              scope="rowgroup"
              sx={{ fontSize: 'inherit', fontWeight: 700 }}
            >
              {day.label}
            </TableCell>
          </TableRow>
          {day.movements.map((m) => (
            <TableRow key={m.id}>
              <TableCell sx={num}>{clockTime(m.created_at, locale)}</TableCell>
              <TableCell sx={{ fontSize: 'inherit' }}>{m.usuario}</TableCell>
              <TableCell sx={num}>{m.num_doc}</TableCell>
              <TableCell sx={{ fontSize: 'inherit' }}>{methodName(translate, m.metodo_pago)}</TableCell>
              <TableCell sx={{ fontSize: 'inherit', overflowWrap: 'anywhere' }}>
                {m.referencia ?? ''}
              </TableCell>
              <TableCell sx={num} align="right" data-amount="">
                {formatMoney(m.valor)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={5} sx={{ fontSize: 'inherit', fontWeight: 700 }}>
              {t('day_total')}
            </TableCell>
            <TableCell sx={{ ...num, fontWeight: 700 }} align="right" data-amount="">
              {formatMoney(day.total)}
            </TableCell>
          </TableRow>
        </TableBody>
      ))}
    </Table>
  );
}
