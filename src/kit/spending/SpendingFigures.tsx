/**
 * Where a child's money went over a period (src/domain/spending.ts), drawn the same on the families'
 * portal and on the student file: the total, by store and by category, a bar chart by day (by month
 * beyond a month), one by hour of the day, and the products the most went to. MUI and
 * @mui/x-charts only — no react-admin, no portal code — so each app loads it lazily on that view
 * and passes its texts from its own catalog (`labels`). The charts are hidden from screen readers,
 * each with its table in the accessibility tree; the other figures are tables anyone reads.
 * A period without purchases is one sentence, no empty chart.
 */
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatCount, formatMoney } from '../../domain/money';
import type { Spending } from '../../domain/spending';
import { SpendingBars } from './SpendingBars';
import { byMonth, dayBars, hourBars } from './spendingSeries';

/** The texts, in the reader's language, from the app's catalog. */
export interface SpendingLabels {
  /** The total's caption ('Total gastado'). */
  total: string;
  /** How many purchases, already counted ('5 compras'). */
  purchases: string;
  /** The period without purchases, in one sentence. */
  empty: string;
  byStore: string;
  byCategory: string;
  byDay: string;
  byMonth: string;
  byHour: string;
  topProducts: string;
  store: string;
  category: string;
  day: string;
  month: string;
  hour: string;
  product: string;
  quantity: string;
  amount: string;
}

export interface SpendingFiguresProps {
  spending: Spending;
  labels: SpendingLabels;
  /** A store's name (src/domain/stores.ts) in the reader's language. */
  storeName: (store: number) => string;
  /** Intl locale of dates and axis figures ('es-CO', 'en-US'). */
  locale: string;
}

/** A table of figures with its caption as the heading a reader sees. */
function FigureTable({
  title,
  head,
  rows,
  testId,
}: {
  title: string;
  head: { label: string; numeric?: boolean }[];
  rows: { key: string | number; cells: ReactNode[] }[];
  testId: string;
}) {
  return (
    <Table size="small" data-testid={testId} sx={{ '& caption': { captionSide: 'top', px: 0, pt: 0 } }}>
      <caption>
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 500, color: 'text.primary' }}>
          {title}
        </Typography>
      </caption>
      <TableHead>
        <TableRow>
          {head.map(({ label, numeric }) => (
            <TableCell key={label} component="th" scope="col" align={numeric ? 'right' : 'left'}>
              {label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(({ key, cells }) => (
          <TableRow key={key}>
            {cells.map((cell, i) => (
              <TableCell
                key={i}
                component={i === 0 ? 'th' : 'td'}
                scope={i === 0 ? 'row' : undefined}
                align={i === 0 ? 'left' : 'right'}
                sx={i === 0 ? { fontWeight: 400, overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }}
              >
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function SpendingFigures({ spending, labels, storeName, locale }: SpendingFiguresProps) {
  if (spending.compras === 0) {
    return (
      <Typography data-testid="spending-empty" sx={{ py: 1 }}>
        {labels.empty}
      </Typography>
    );
  }
  const months = byMonth(spending);
  const amount = { label: labels.amount, numeric: true };
  return (
    <Stack spacing={3} data-testid="spending-figures" sx={{ minWidth: 0 }}>
      <div>
        <Typography variant="overline" component="p" color="text.secondary">
          {labels.total}
        </Typography>
        <Typography variant="h4" component="p" data-testid="spending-total">
          {formatMoney(spending.total)}
        </Typography>
        <Typography color="text.secondary">{labels.purchases}</Typography>
      </div>
      <FigureTable
        title={labels.byStore}
        head={[{ label: labels.store }, amount]}
        rows={spending.por_tienda.map((s) => ({
          key: s.tienda,
          cells: [storeName(s.tienda), formatMoney(s.total)],
        }))}
        testId="spending-stores"
      />
      <FigureTable
        title={labels.byCategory}
        head={[{ label: labels.category }, amount]}
        rows={spending.por_categoria.map((c) => ({
          key: c.id,
          cells: [`${c.nombre} · ${storeName(c.tienda)}`, formatMoney(c.total)],
        }))}
        testId="spending-categories"
      />
      <SpendingBars
        title={months ? labels.byMonth : labels.byDay}
        bars={dayBars(spending, locale)}
        column={months ? labels.month : labels.day}
        amount={labels.amount}
        locale={locale}
        testId="spending-days"
      />
      <SpendingBars
        title={labels.byHour}
        bars={hourBars(spending)}
        column={labels.hour}
        amount={labels.amount}
        locale={locale}
        testId="spending-hours"
      />
      <FigureTable
        title={labels.topProducts}
        head={[{ label: labels.product }, { label: labels.quantity, numeric: true }, amount]}
        rows={spending.productos.map((p) => ({
          key: p.id,
          cells: [p.nombre, formatCount(p.cantidad), formatMoney(p.total)],
        }))}
        testId="spending-products"
      />
    </Stack>
  );
}

export default SpendingFigures;
