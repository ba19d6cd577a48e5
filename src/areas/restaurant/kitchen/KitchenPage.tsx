/**
 * `#/restaurant/kitchen`, *Cocina hoy* (issue 56, key restaurant.kitchen): a day (today at first)
 * with, per service, the portions to cook, the alternatives by allergen, cancelled, served and
 * spare, each menu's figures, and the names by course for the serving line — live on the lunch's
 * topic, and printed on one A4 sheet (nothing else of the app prints). Below, outside the print:
 * the next school days' forecast, the portions left after the service, and the waste report.
 */
import { useCallback, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import type { Forecast, Kitchen } from '../../../domain/kitchen';
import { LUNCH_TOPIC } from '../../../domain/topics';
import { dayInWords } from '../../../kit/format';
import { LiveChip } from '../../../kit/live/LiveChip';
import { LiveDayField } from '../../../kit/live/LiveDayField';
import { useLiveDay } from '../../../kit/live/useLiveDay';
import { PRINT_SHEET, PrintStyles } from '../../../kit/print/PrintStyles';
import { today } from '../../../kit/reports/ReportTable';
import { lunchApi } from '../menus';
import { ForecastSection } from './ForecastSection';
import { KitchenService } from './KitchenService';
import { printScale } from './kitchenView';
import { WasteForm } from './WasteForm';
import { WasteReport } from './WasteReport';

/** While the stream is down: the kitchen's count moves with each order and scan. */
const POLL_MS = 30_000;
/** A4 with a narrow margin: the day's sheet is one page. */
const A4 = { width: 210, height: 297, margin: 8 };

interface Shown {
  fecha: string;
  kitchen: Kitchen;
  /** The forecast, or why it could not be read (the day's count still shows). */
  forecast: Forecast | Error;
}

export function KitchenPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [fecha, setFecha] = useState(today);
  const load = useCallback(async (): Promise<Shown> => {
    const [kitchen, forecast] = await Promise.all([
      lunchApi.kitchen(fecha),
      lunchApi.forecast().catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))),
    ]);
    return { fecha, kitchen, forecast };
  }, [fecha]);
  const live = useLiveDay([LUNCH_TOPIC], fecha, load, POLL_MS);
  const { data, reload } = live;
  const kitchen = data?.kitchen ?? null;
  const scale = kitchen ? printScale(kitchen) : { fontPt: 10, columns: 2 };
  const title =
    fecha === today()
      ? translate('restaurant.kitchen.title')
      : translate('restaurant.kitchen.title_day', { day: dayInWords(fecha, locale) });

  return (
    <Card sx={{ mt: { xs: 1, sm: 2 } }}>
      <PrintStyles paper={A4} />
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Box
          {...{ [PRINT_SHEET]: true }}
          data-testid="kitchen-sheet"
          sx={{
            '@media print': {
              fontSize: `${scale.fontPt}pt`,
              '& .MuiTypography-root': { fontSize: 'inherit', lineHeight: 1.25 },
              '& .MuiTableCell-root': { fontSize: 'inherit', py: '1px', px: '4px', lineHeight: 1.2 },
              '& h1': { fontSize: '1.4em !important' },
            },
          }}
        >
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {/* The screen's controls: on paper only the day's count. */}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', displayPrint: 'none' }}>
              <LiveChip live={live.live} />
              <Button
                variant="contained"
                startIcon={<PrintIcon />}
                onClick={() => window.print()}
                disabled={!kitchen}
                sx={{ minHeight: 44 }}
              >
                {translate('restaurant.kitchen.print')}
              </Button>
            </Stack>
          </Stack>
          <Box sx={{ displayPrint: 'none', my: 2 }}>
            <LiveDayField
              label={translate('restaurant.kitchen.day')}
              day={fecha}
              onDay={setFecha}
              error={live.error}
              width={220}
            />
          </Box>
          {!kitchen && !live.error && <CircularProgress aria-label={translate('ra.page.loading')} />}
          {kitchen && (
            <>
              <Typography color="text.secondary" data-testid="kitchen-state">
                {translate(kitchen.cerrado ? 'restaurant.kitchen.closed' : 'restaurant.kitchen.open', {
                  time: kitchen.hora_corte,
                  day: dayInWords(kitchen.fecha, locale),
                })}
              </Typography>
              {kitchen.sin_clases && (
                <Alert severity="info" sx={{ mt: 1 }}>
                  {translate('restaurant.kitchen.no_classes', { reason: kitchen.sin_clases })}
                </Alert>
              )}
              {!kitchen.sin_clases && kitchen.servicios.length === 0 && (
                <Alert severity="info" sx={{ mt: 1 }}>
                  {translate('restaurant.kitchen.no_menus')}
                </Alert>
              )}
              {kitchen.servicios.map((service) => (
                <KitchenService
                  key={service.id_servicio ?? 'all'}
                  service={service}
                  columns={scale.columns}
                />
              ))}
            </>
          )}
        </Box>
        {data && (
          <Box sx={{ displayPrint: 'none' }}>
            <ForecastSection forecast={data.forecast} />
            {kitchen && kitchen.servicios.length > 0 && (
              <WasteForm key={kitchen.fecha} kitchen={kitchen} onSaved={reload} />
            )}
            <WasteReport />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
