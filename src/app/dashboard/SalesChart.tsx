/** Bar chart of daily sales; plain SVG so the dashboard needs no chart library. */
import { useTranslate } from 'react-admin';
import { Box, Typography, useTheme } from '@mui/material';
import { formatMoney } from '../../domain/money';

const WIDTH = 700;
const HEIGHT = 220;
const PAD = { top: 16, right: 8, bottom: 36, left: 8 };

export function SalesChart({ days }: { days: { date: string; total: number | null }[] }) {
  const theme = useTheme();
  const translate = useTranslate();
  const noData = days.every((d) => d.total === null);
  const max = Math.max(1, ...days.map((d) => d.total ?? 0));
  const band = (WIDTH - PAD.left - PAD.right) / days.length;
  const inner = HEIGHT - PAD.top - PAD.bottom;
  return (
    <Box>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={translate('app.dashboard.sales')}
      >
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
          stroke={theme.palette.divider}
        />
        {days.map((d, i) => {
          const h = ((d.total ?? 0) / max) * inner;
          const x = PAD.left + i * band + band * 0.15;
          const [, month, day] = d.date.split('-');
          return (
            <g key={d.date}>
              <rect
                x={x}
                y={HEIGHT - PAD.bottom - h}
                width={band * 0.7}
                height={h}
                rx={3}
                fill={theme.palette.primary.main}
              >
                <title>{`${d.date}: ${formatMoney(d.total ?? 0)}`}</title>
              </rect>
              <text
                x={x + band * 0.35}
                y={HEIGHT - PAD.bottom + 16}
                textAnchor="middle"
                fontSize="11"
                fill={theme.palette.text.secondary}
              >
                {`${day}/${month}`}
              </text>
            </g>
          );
        })}
      </svg>
      {noData && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {translate('app.dashboard.no_sales')}
        </Typography>
      )}
    </Box>
  );
}
