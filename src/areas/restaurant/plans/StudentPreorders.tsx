/**
 * A student's lunches ordered ahead, as the desk handles them for a family: the pre-orders to come
 * (what is served, what paid it), each cancellable until its day's cut-off, and a new one for a day
 * with menus, chosen among that day's. The server pays it (plan, pack, balance) and refuses what
 * its rules refuse (after the cut-off, an allergy without an alternative, another service's menu):
 * its message shows on the field it names, or above.
 */
import { useState, type FormEvent } from 'react';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { Preorder, PreorderInput } from '../../../domain/lunchMenus';
import { formatMoney } from '../../../domain/money';
import { useCallMutation } from '../../../dataProvider/hooks';
import { fieldErrorsOf } from '../../../dataProvider/http';
import { dayInWords } from '../../../kit/format';
import { today } from '../../../kit/reports/ReportTable';
import { lunchApi, lunchCacheKey, useLunchRead } from '../menus';
import { orderableDays, orderRange, upcomingOrders } from './planSale';

export function StudentPreorders({ student }: { student: { id: number; name: string } }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const range = orderRange(today());
  const orders = useLunchRead(['preorders', student.id], () =>
    lunchApi.preorders({ id_estudiante: student.id }),
  );
  const menus = useLunchRead(['menus', range.desde, range.hasta], () =>
    lunchApi.menus(range.desde, range.hasta),
  );
  const [fecha, setFecha] = useState('');
  const [menu, setMenu] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Preorder | null>(null);
  const days = menus.data ? orderableDays(menus.data) : [];
  const dayMenus = days.find((d) => d.fecha === fecha)?.menus ?? [];
  const upcoming = orders.data ? upcomingOrders(orders.data, today()) : [];

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: lunchCacheKey('preorders', student.id) });
    void queryClient.invalidateQueries({ queryKey: lunchCacheKey('plans', student.id) });
    void queryClient.invalidateQueries({ queryKey: lunchCacheKey('menus') });
  };
  const refused = (err: Error, fields: string[]) => {
    const byField = fieldErrorsOf(err);
    setErrors(byField);
    setProblem(Object.keys(byField).some((f) => fields.includes(f)) ? null : err.message);
  };
  const place = useCallMutation((_dp, input: PreorderInput) => lunchApi.order(input), {
    onSuccess: () => {
      notify(translate('restaurant.plans.orders.placed', { name: student.name }), { type: 'success' });
      setMenu('');
      refresh();
    },
    onError: (err) => refused(err, ['fecha', 'id_menu']),
  });
  const cancel = useCallMutation((_dp, order: Preorder) => lunchApi.cancelOrder(order.id), {
    onSuccess: () => {
      notify(translate('restaurant.plans.orders.cancelled'), { type: 'success' });
      refresh();
    },
    onError: (err) => refused(err, []),
    onSettled: () => setCancelling(null),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing = {
      ...(fecha ? {} : { fecha: translate('restaurant.plans.orders.day_required') }),
      ...(menu ? {} : { id_menu: translate('restaurant.plans.orders.menu_required') }),
    };
    setErrors(missing);
    setProblem(null);
    if (Object.keys(missing).length === 0)
      place.mutate({ id_estudiante: student.id, fecha, id_menu: Number(menu) });
  };
  const paid = (o: Preorder) =>
    o.pago === 'saldo'
      ? translate('restaurant.plans.orders.paid_balance', { amount: formatMoney(o.monto) })
      : translate(`restaurant.plans.kinds.${o.pago}`);

  return (
    <Box
      component="section"
      aria-labelledby="student-orders-title"
      sx={{ mt: 4 }}
      data-testid="student-orders"
    >
      <Typography id="student-orders-title" variant="h6" component="h2">
        {translate('restaurant.plans.orders.title')}
      </Typography>
      {problem && (
        <Alert severity="error" sx={{ my: 1 }} data-testid="student-orders-refusal">
          {problem}
        </Alert>
      )}
      {orders.error && <Alert severity="error">{orders.error.message}</Alert>}
      {orders.data && upcoming.length === 0 && (
        <Typography color="text.secondary">{translate('restaurant.plans.orders.none')}</Typography>
      )}
      {upcoming.length > 0 && (
        <List dense aria-labelledby="student-orders-title">
          {upcoming.map((o) => (
            <ListItem
              key={o.id}
              divider
              secondaryAction={
                <Button color="error" onClick={() => setCancelling(o)} sx={{ minHeight: 44 }}>
                  {translate('restaurant.plans.orders.cancel')}
                </Button>
              }
            >
              <ListItemText
                primary={translate('restaurant.plans.orders.line', {
                  day: dayInWords(o.fecha, locale),
                  meal: o.producto,
                })}
                secondary={[
                  paid(o),
                  o.alergenos.length > 0 ? translate('restaurant.plans.orders.alternative') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('restaurant.plans.orders.new')}
      </Typography>
      {menus.error && <Alert severity="warning">{menus.error.message}</Alert>}
      {menus.data && days.length === 0 && (
        <Typography color="text.secondary">{translate('restaurant.plans.orders.no_days')}</Typography>
      )}
      <Stack
        component="form"
        onSubmit={submit}
        noValidate
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mt: 1, alignItems: { md: 'flex-start' } }}
      >
        <TextField
          select
          label={translate('restaurant.plans.orders.day')}
          value={fecha}
          onChange={(e) => {
            setFecha(e.target.value);
            setMenu('');
            setErrors({});
          }}
          required
          error={Boolean(errors.fecha)}
          helperText={errors.fecha}
          sx={{ width: { md: 300 } }}
        >
          {days.map((d) => (
            <MenuItem key={d.fecha} value={d.fecha}>
              {dayInWords(d.fecha, locale)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={translate('restaurant.plans.orders.menu')}
          value={menu}
          onChange={(e) => {
            setMenu(e.target.value);
            setErrors(({ id_menu: _fixed, ...rest }) => rest);
          }}
          required
          error={Boolean(errors.id_menu)}
          helperText={errors.id_menu ?? (fecha ? undefined : translate('restaurant.plans.orders.day_first'))}
          sx={{ flex: 1 }}
        >
          {dayMenus.map((m) => (
            <MenuItem key={m.id} value={String(m.id)}>
              {translate('restaurant.plans.orders.menu_option', {
                service: m.servicio ?? translate('restaurant.menus.all_services'),
                meal: m.producto,
                courses: m.platos.join(', '),
                price: formatMoney(m.precio),
              })}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={place.isPending} sx={{ minHeight: 56 }}>
          {translate('restaurant.plans.orders.place')}
        </Button>
      </Stack>
      <Confirm
        isOpen={cancelling !== null}
        loading={cancel.isPending}
        title="restaurant.plans.orders.cancel_title"
        content={translate('restaurant.plans.orders.cancel_confirm', {
          name: student.name,
          day: cancelling ? dayInWords(cancelling.fecha, locale) : '',
        })}
        confirm="restaurant.plans.orders.cancel"
        onConfirm={() => cancelling && cancel.mutate(cancelling)}
        onClose={() => setCancelling(null)}
      />
    </Box>
  );
}
