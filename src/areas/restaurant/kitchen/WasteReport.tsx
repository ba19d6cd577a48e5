/**
 * The waste report over a range of days (at most a month): each week's totals — cooked, served,
 * cancelled, left — then each day's menus, so the kitchen sees whether planning ahead works.
 */
import { useState, type FormEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { shiftDay } from '../../../domain/calendar';
import { fieldErrorsOf } from '../../../dataProvider/http';
import { dayInWords } from '../../../kit/format';
import { today } from '../../../kit/reports/ReportTable';
import { lunchApi, useLunchRead } from '../menus';
import { figureKey } from './KitchenService';

const COLUMNS = ['porciones', 'servidos', 'cancelados', 'sobrantes'] as const;
const DATES = ['desde', 'hasta'] as const;
const DATE_LABELS = { desde: 'restaurant.kitchen.report.desde', hasta: 'restaurant.kitchen.report.hasta' };

export function WasteReport() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [range, setRange] = useState(() => ({ desde: shiftDay(today(), -27), hasta: today() }));
  const [asked, setAsked] = useState<typeof range | null>(null);
  const [reversed, setReversed] = useState(false);
  const report = useLunchRead(
    ['waste', asked?.desde, asked?.hasta],
    () => lunchApi.wasteReport(asked!.desde, asked!.hasta),
    { enabled: asked !== null },
  );
  const byField = report.error ? fieldErrorsOf(report.error) : {};

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong = range.desde > range.hasta;
    setReversed(wrong);
    if (wrong) return;
    // The same range again: read it again (the day's waste may have been written since).
    if (asked?.desde === range.desde && asked.hasta === range.hasta) void report.refetch();
    else setAsked(range);
  };
  const field = (name: (typeof DATES)[number]) => (
    <TextField
      key={name}
      type="date"
      label={translate(DATE_LABELS[name])}
      value={range[name]}
      onChange={(e) => e.target.value && setRange({ ...range, [name]: e.target.value })}
      error={Boolean(byField[name]) || (name === 'hasta' && reversed)}
      helperText={
        byField[name] ??
        (name === 'hasta' && reversed ? translate('restaurant.kitchen.report.reversed') : undefined)
      }
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ width: 200 }}
    />
  );

  const data = asked ? report.data : undefined;
  return (
    <Box component="section" aria-labelledby="waste-report-title" sx={{ mt: 4 }} data-testid="kitchen-report">
      <Typography id="waste-report-title" variant="h6" component="h2">
        {translate('restaurant.kitchen.report.title')}
      </Typography>
      <Stack
        component="form"
        onSubmit={submit}
        noValidate
        direction="row"
        sx={{ gap: 2, mt: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        {DATES.map(field)}
        <Button type="submit" variant="outlined" sx={{ minHeight: 56 }}>
          {translate('restaurant.kitchen.report.search')}
        </Button>
      </Stack>
      {report.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {report.error.message}
        </Alert>
      )}
      {asked && report.isFetching && (
        <CircularProgress sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />
      )}
      {data && data.filas.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {translate('restaurant.kitchen.report.none')}
        </Typography>
      )}
      {data && data.filas.length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3" id="waste-weeks-title" sx={{ mt: 2 }}>
            {translate('restaurant.kitchen.report.weeks')}
          </Typography>
          <Table
            size="small"
            aria-labelledby="waste-weeks-title"
            sx={{ maxWidth: 820 }}
            data-testid="waste-weeks"
          >
            <TableHead>
              <TableRow>
                <TableCell>{translate('restaurant.kitchen.report.week')}</TableCell>
                {COLUMNS.map((c) => (
                  <TableCell key={c} align="right">
                    {translate(figureKey(c))}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.semanas.map((w) => (
                <TableRow key={w.semana}>
                  <TableCell>
                    {translate('restaurant.kitchen.report.week_of', { day: dayInWords(w.semana, locale) })}
                  </TableCell>
                  {COLUMNS.map((c) => (
                    <TableCell key={c} align="right">
                      {w[c]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="subtitle1" component="h3" id="waste-days-title" sx={{ mt: 2 }}>
            {translate('restaurant.kitchen.report.days')}
          </Typography>
          <Box
            role="region"
            sx={{ maxHeight: 480, overflow: 'auto' }}
            tabIndex={0}
            aria-labelledby="waste-days-title"
          >
            <Table size="small" stickyHeader aria-labelledby="waste-days-title" data-testid="waste-days">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('restaurant.kitchen.report.day')}</TableCell>
                  <TableCell>{translate('restaurant.kitchen.menu')}</TableCell>
                  {COLUMNS.map((c) => (
                    <TableCell key={c} align="right">
                      {translate(figureKey(c))}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.filas.map((row) => (
                  <TableRow key={`${row.fecha}-${row.id_menu}`}>
                    <TableCell>{dayInWords(row.fecha, locale)}</TableCell>
                    <TableCell>{row.producto}</TableCell>
                    {COLUMNS.map((c) => (
                      <TableCell key={c} align="right">
                        {row[c] ?? '—'}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}
