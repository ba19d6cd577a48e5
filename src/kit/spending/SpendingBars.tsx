/**
 * One bar chart of the spending figures (by day or month, by hour) and its table: the chart as wide
 * as its container (a phone's 360 px too; a tick label that would overlap the previous one is
 * left out) and hidden from screen readers, which read the table instead — out of sight, but in the
 * accessibility tree, with the bars that had purchases.
 */
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '../../domain/money';
import { visuallyHidden } from '../ui/visuallyHidden';
import { compactMoney, type Bar } from './spendingSeries';

const CHART_HEIGHT = 180;

export function SpendingBars({
  title,
  bars,
  column,
  amount,
  locale,
  testId,
}: {
  title: string;
  bars: Bar[];
  /** The table's first column: day, month or hour. */
  column: string;
  amount: string;
  /** Intl locale of the axis's figures ('es-CO', 'en-US'). */
  locale: string;
  testId: string;
}) {
  const bought = bars.filter((bar) => bar.total > 0);
  return (
    <Box component="section" aria-label={title} data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      <Box aria-hidden sx={{ width: '100%', minWidth: 0 }}>
        <BarChart
          height={CHART_HEIGHT}
          // Hidden from assistive technology (the table beside it says the same): nothing in it takes focus.
          disableKeyboardNavigation
          series={[{ data: bars.map((bar) => bar.total), valueFormatter: (v) => formatMoney(v ?? 0) }]}
          xAxis={[
            {
              scaleType: 'band',
              data: bars.map((bar) => bar.tick),
              tickLabelMinGap: 6,
              // The tooltip names the whole day or hour; the axis, its short tick.
              valueFormatter: (tick: string, context) =>
                context.location === 'tooltip' ? (bars.find((bar) => bar.tick === tick)?.name ?? tick) : tick,
            },
          ]}
          yAxis={[{ valueFormatter: compactMoney(locale), width: 56, tickNumber: 4 }]}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          hideLegend
        />
      </Box>
      <Table size="small" sx={visuallyHidden}>
        <caption>{title}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {column}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {amount}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bought.map((bar) => (
            <TableRow key={bar.name}>
              <TableCell component="th" scope="row">
                {bar.name}
              </TableCell>
              <TableCell align="right">{formatMoney(bar.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
