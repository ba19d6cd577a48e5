/**
 * *Comprar plan*: this month's or next month's *mensualidad*, or a *paquete* of 5 to 100 lunches.
 * The price is asked of the server as the choice changes (the quote: lunches, the meal's price,
 * the discount, the total) and shown before *Comprar por $…*; the plan is paid from the balance.
 * A refusal shows in the server's words (a size out of range under its field); when the balance is
 * short, *Recargar saldo* leads to the child's top-up tab.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { FamilyPlanInput, PlanQuote } from '../../domain/lunchPlans';
import { formatMoney } from '../../domain/money';
import { ApiRefusal, familyApi } from '../api';
import { FormNotice, refusalOf, useSaving } from '../forms';
import { usePortal } from '../i18n';
import { monthName, useLunchTexts } from './texts';
import { monthOf, nextMonth, PACK } from './week';

/** How long typing may pause before the pack's price is asked. */
const QUOTE_PAUSE_MS = 400;

interface Quoted {
  /** The choice it prices: one asked before a change is not shown after it. */
  asked: string;
  quote?: PlanQuote;
  /** A refusal of the pack's size, shown under its field. */
  sizeError?: string;
  /** Any other refusal ('' when the server could not be reached). */
  problem?: string;
}

interface Props {
  childId: number;
  saldo: number | null;
  today: string;
  onBought: (message: string) => void;
  onClose: () => void;
}

export function BuyPlan({ childId, saldo, today, onBought, onClose }: Props) {
  const t = useLunchTexts();
  const { locale } = usePortal();
  const months = [monthOf(today), nextMonth(monthOf(today))];
  const [tipo, setTipo] = useState<'mensualidad' | 'paquete'>('mensualidad');
  const [mes, setMes] = useState(months[0]);
  const [cantidad, setCantidad] = useState('20');
  const [short, setShort] = useState(false);
  const { busy, notice, save } = useSaving(t('offline'));
  const choice: FamilyPlanInput =
    tipo === 'mensualidad'
      ? { id_estudiante: childId, tipo, mes }
      : { id_estudiante: childId, tipo, cantidad: Number(cantidad) };
  const asked = JSON.stringify(choice);
  const [quoted, setQuoted] = useState<Quoted | null>(null);

  useEffect(() => {
    let live = true;
    const body = JSON.parse(asked) as FamilyPlanInput;
    const timer = setTimeout(
      () =>
        familyApi.planQuote(body).then(
          (quote) => live && setQuoted({ asked, quote }),
          (err: unknown) => {
            if (!live) return;
            const { errors, notice } = refusalOf(err, '', ['cantidad']);
            setQuoted({ asked, sizeError: errors.cantidad, problem: notice ?? undefined });
          },
        ),
      body.tipo === 'paquete' ? QUOTE_PAUSE_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [asked]);

  const shown = quoted?.asked === asked ? quoted : null;
  const quote = shown?.quote;
  const tooLittle = quote !== undefined && saldo !== null && quote.precio > saldo;
  const buy = () =>
    save(async () => {
      setShort(false);
      try {
        const { message } = await familyApi.buyPlan(choice);
        onBought(message);
        return message;
      } catch (err) {
        // The balance did not cover it: the top-up is one tap away.
        if (
          err instanceof ApiRefusal &&
          (err.reason === 'insufficient_funds' || (err.status === 409 && tooLittle))
        )
          setShort(true);
        throw err;
      }
    });

  return (
    <Stack
      spacing={1.5}
      component="form"
      noValidate
      onSubmit={(e) => e.preventDefault()}
      data-testid="lunch-buy"
    >
      <Typography variant="body2">{t('lunch.buy_intro')}</Typography>
      <Box>
        <FormLabel id="lunch-buy-kind">{t('lunch.kind')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="lunch-buy-kind"
          value={tipo}
          onChange={(e) => setTipo(e.target.value as 'mensualidad' | 'paquete')}
        >
          <FormControlLabel
            value="mensualidad"
            control={<Radio sx={{ p: 1.25 }} />}
            label={t('lunch.month')}
          />
          <FormControlLabel value="paquete" control={<Radio sx={{ p: 1.25 }} />} label={t('lunch.pack')} />
        </RadioGroup>
      </Box>
      {tipo === 'mensualidad' ? (
        <Box>
          <FormLabel id="lunch-buy-month">{t('lunch.which_month')}</FormLabel>
          <RadioGroup aria-labelledby="lunch-buy-month" value={mes} onChange={(e) => setMes(e.target.value)}>
            {months.map((m) => (
              <FormControlLabel
                key={m}
                value={m}
                control={<Radio sx={{ p: 1.25 }} />}
                label={monthName(m, locale)}
              />
            ))}
          </RadioGroup>
        </Box>
      ) : (
        <TextField
          label={t('lunch.pack_size', { min: PACK.min, max: PACK.max })}
          value={cantidad}
          onChange={(e) => setCantidad(e.target.value.replace(/\D/g, ''))}
          error={Boolean(shown?.sizeError)}
          helperText={shown?.sizeError}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          fullWidth
        />
      )}
      <Box aria-live="polite" data-testid="lunch-quote">
        {!shown && <Typography variant="body2">{t('lunch.quoting')}</Typography>}
        {shown?.problem !== undefined && <Alert severity="error">{shown.problem || t('offline')}</Alert>}
        {quote && (
          <Stack spacing={0.5}>
            <Typography variant="body2">
              {t('lunch.quote', {
                lunches: quote.almuerzos,
                product: quote.producto,
                price: formatMoney(quote.precio_almuerzo),
              })}
            </Typography>
            {quote.descuento > 0 && (
              <Typography variant="body2">{t('lunch.discount', { percent: quote.descuento })}</Typography>
            )}
            <Typography sx={{ fontWeight: 600 }}>
              {t('lunch.total', { total: formatMoney(quote.precio) })}
            </Typography>
          </Stack>
        )}
      </Box>
      {(tooLittle || short) && (
        <Alert
          severity="warning"
          role="status"
          action={
            <Button component={RouterLink} to={`/hijo/${childId}/recargar`} replace color="inherit">
              {t('lunch.top_up')}
            </Button>
          }
        >
          {t('lunch.short', { balance: formatMoney(saldo) })}
        </Alert>
      )}
      <FormNotice notice={notice} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={busy || !quote} onClick={() => void buy()}>
          {quote ? t('lunch.confirm', { total: formatMoney(quote.precio) }) : t('lunch.buy')}
        </Button>
        <Button onClick={onClose}>{t('lunch.close')}</Button>
      </Stack>
    </Stack>
  );
}
