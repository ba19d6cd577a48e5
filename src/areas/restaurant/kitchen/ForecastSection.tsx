/**
 * *Pronóstico*: the next school days, each with its pre-orders so far, the lunches served on the
 * same weekday of the last weeks, and the larger of the two — what to plan for.
 */
import { useLocaleState, useTranslate } from 'react-admin';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { FORECAST_WEEKS, type Forecast } from '../../../domain/kitchen';
import { dayInWords } from '../../../kit/format';

export function ForecastSection({ forecast }: { forecast: Forecast | Error }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box component="section" aria-labelledby="forecast-title" sx={{ mt: 4 }} data-testid="kitchen-forecast">
      <Typography id="forecast-title" variant="h6" component="h2">
        {translate('restaurant.kitchen.forecast.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('restaurant.kitchen.forecast.help', { weeks: FORECAST_WEEKS })}
      </Typography>
      {forecast instanceof Error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {forecast.message}
        </Alert>
      ) : forecast.dias.length === 0 ? (
        <Typography color="text.secondary">{translate('restaurant.kitchen.forecast.none')}</Typography>
      ) : (
        <Table size="small" sx={{ mt: 1, maxWidth: 720 }} aria-labelledby="forecast-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate('restaurant.kitchen.forecast.day')}</TableCell>
              <TableCell align="right">{translate('restaurant.kitchen.forecast.orders')}</TableCell>
              <TableCell align="right">{translate('restaurant.kitchen.forecast.average')}</TableCell>
              <TableCell align="right">{translate('restaurant.kitchen.forecast.estimate')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {forecast.dias.map((d) => (
              <TableRow key={d.fecha}>
                <TableCell>{dayInWords(d.fecha, locale)}</TableCell>
                <TableCell align="right">{d.pedidos}</TableCell>
                <TableCell align="right">{d.promedio}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {d.estimado}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
