/**
 * A student's meal plans, newest first: a month's plan or a pack (its lunches left), whether it
 * still pays a lunch (*vigente*), its price, how it was paid and who sold it (the portal when the
 * family bought it).
 */
import { useLocaleState, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { MealPlan } from '../../../domain/lunchPlans';
import { formatMoney } from '../../../domain/money';
import { dateTime } from '../../../kit/format';
import { lunchApi, useLunchRead } from '../menus';
import { methodKey, monthName } from './planSale';

export function PlanList({ student }: { student: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const plans = useLunchRead(['plans', student], () => lunchApi.plans(student));
  const what = (plan: MealPlan) =>
    plan.tipo === 'mensualidad'
      ? translate('restaurant.plans.month_plan', { month: plan.mes ? monthName(plan.mes, locale) : '' })
      : translate('restaurant.plans.pack_plan', { n: plan.cantidad });

  return (
    <Box component="section" aria-labelledby="plan-list-title" sx={{ mt: 3 }} data-testid="plan-list">
      <Typography id="plan-list-title" variant="h6" component="h2">
        {translate('restaurant.plans.list_title')}
      </Typography>
      {plans.error && <Alert severity="error">{plans.error.message}</Alert>}
      {plans.isPending && !plans.error && <CircularProgress aria-label={translate('ra.page.loading')} />}
      {plans.data && plans.data.length === 0 && (
        <Typography color="text.secondary">{translate('restaurant.plans.none')}</Typography>
      )}
      {plans.data && plans.data.length > 0 && (
        <Box role="region" tabIndex={0} aria-labelledby="plan-list-title" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="plan-list-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('restaurant.plans.columns.plan')}</TableCell>
                <TableCell>{translate('restaurant.plans.columns.state')}</TableCell>
                <TableCell align="right">{translate('restaurant.plans.columns.left')}</TableCell>
                <TableCell align="right">{translate('restaurant.plans.columns.price')}</TableCell>
                <TableCell>{translate('restaurant.plans.columns.method')}</TableCell>
                <TableCell>{translate('restaurant.plans.columns.sold_by')}</TableCell>
                <TableCell>{translate('restaurant.plans.columns.date')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plans.data.map((plan) => (
                <TableRow key={plan.id}>
                  <TableCell>{what(plan)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={plan.vigente ? 'success' : 'default'}
                      label={translate(plan.vigente ? 'restaurant.plans.current' : 'restaurant.plans.spent')}
                    />
                  </TableCell>
                  <TableCell align="right">{plan.restantes ?? '—'}</TableCell>
                  <TableCell align="right">{formatMoney(plan.precio)}</TableCell>
                  <TableCell>{translate(methodKey(plan.metodo_pago))}</TableCell>
                  <TableCell>{plan.vendido_por ?? translate('restaurant.plans.portal')}</TableCell>
                  <TableCell>{dateTime(plan.created_at, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
