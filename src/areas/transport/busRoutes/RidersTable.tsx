/**
 * A route's riders in stop order: move up or down, the weekdays each rides (Monday to Friday),
 * remove. Under the table, the riders of each weekday against the bus's seats.
 */
import { useTranslate } from 'react-admin';
import {
  Avatar,
  Box,
  Checkbox,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import DeleteIcon from '@mui/icons-material/Delete';
import { WEEKDAYS, type RiderWithHome } from '../../../domain/transport';
import { imageUrl } from '../../../dataProvider/instance';
import { dayKey, dayShortKey } from '../keys';

export interface RidersTableProps {
  riders: readonly RiderWithHome[];
  onChange: (riders: RiderWithHome[]) => void;
  /** The bus's seats, when the route has one. */
  seats: number | null;
}

const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
};

export function RidersTable({ riders, onChange, seats }: RidersTableProps) {
  const translate = useTranslate();
  if (riders.length === 0)
    return <Typography color="text.secondary">{translate('transport.routes.no_riders')}</Typography>;
  const toggle = (index: number, day: number) =>
    onChange(
      riders.map((r, i) =>
        i === index
          ? {
              ...r,
              dias: r.dias.includes(day)
                ? r.dias.filter((d) => d !== day)
                : [...r.dias, day].sort((a, b) => a - b),
            }
          : r,
      ),
    );
  const perDay = WEEKDAYS.map((d) => ({ ...d, riders: riders.filter((r) => r.dias.includes(d.id)).length }));
  return (
    <Box>
      <Table size="small" aria-label={translate('transport.routes.riders')} data-testid="route-riders">
        <TableHead>
          <TableRow>
            <TableCell>{translate('transport.routes.stop')}</TableCell>
            <TableCell>{translate('transport.routes.student')}</TableCell>
            {WEEKDAYS.map((d) => (
              <TableCell key={d.id} align="center">
                <abbr title={translate(dayKey(d.id))}>{translate(dayShortKey(d.id))}</abbr>
              </TableCell>
            ))}
            <TableCell align="right">{translate('app.generic.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {riders.map((rider, i) => (
            <TableRow key={rider.id_user} data-testid="route-rider">
              <TableCell>{i + 1}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Avatar src={imageUrl(rider.img)} alt="" sx={{ width: 32, height: 32 }} />
                  <Box>
                    <Typography variant="body2">{rider.name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {[rider.course, rider.latitud === null ? translate('transport.routes.no_home') : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </Box>
                </Box>
              </TableCell>
              {WEEKDAYS.map((d) => (
                <TableCell key={d.id} align="center" padding="checkbox">
                  <Checkbox
                    checked={rider.dias.includes(d.id)}
                    onChange={() => toggle(i, d.id)}
                    slotProps={{
                      input: {
                        'aria-label': translate('transport.routes.rides_on', {
                          day: translate(dayKey(d.id)),
                          name: rider.name,
                        }),
                      },
                    }}
                  />
                </TableCell>
              ))}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton
                  size="small"
                  disabled={i === 0}
                  onClick={() => onChange(moved(riders, i, i - 1))}
                  aria-label={translate('transport.routes.up', { name: rider.name })}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={i === riders.length - 1}
                  onClick={() => onChange(moved(riders, i, i + 1))}
                  aria-label={translate('transport.routes.down', { name: rider.name })}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  color="error"
                  onClick={() => onChange(riders.filter((_, j) => j !== i))}
                  aria-label={translate('transport.routes.remove', { name: rider.name })}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="route-per-day">
        {perDay.map((d) => (
          <Box
            component="span"
            key={d.id}
            sx={{
              mr: 2,
              color: seats !== null && d.riders > seats ? 'error.main' : undefined,
              fontWeight: seats !== null && d.riders > seats ? 700 : undefined,
            }}
          >
            {translate('transport.routes.day_count', { day: translate(dayKey(d.id)), smart_count: d.riders })}
          </Box>
        ))}
        {seats !== null && translate('transport.routes.seats', { smart_count: seats })}
      </Typography>
    </Box>
  );
}
