/**
 * The family's online payments under the card, newest first: when, how much was paid, for whom and
 * its state; each opens its page (#/pagos/:id). Nothing shows before the first payment.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../domain/money';
import type { OnlinePayment } from '../../domain/onlinePayments';
import { familyApi } from '../api';
import { usePortal } from '../i18n';
import { PaymentStateChip, useWhen } from './PaymentState';

export function PaymentList() {
  const { t } = usePortal();
  const when = useWhen();
  const [payments, setPayments] = useState<OnlinePayment[]>([]);

  useEffect(() => {
    let live = true;
    // The list is a help, not the card's task: when it cannot be read the form still works.
    familyApi.payments().then(
      (all) => {
        if (live) setPayments(all);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  if (payments.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" id="online-payments-title" sx={{ mt: 3 }}>
        {t('payments.list')}
      </Typography>
      <List dense aria-labelledby="online-payments-title" data-testid="online-payments">
        {payments.map((p) => (
          <ListItem key={p.id} disablePadding divider>
            <ListItemButton component={RouterLink} to={`/pagos/${p.id}`} disableGutters>
              <ListItemText
                slotProps={{ secondary: { component: 'div' } }}
                primary={t('payments.item', {
                  fecha: when(p.created_at),
                  total: formatMoney(p.total + p.comision),
                })}
                secondary={
                  <Stack spacing={0.5} sx={{ mt: 0.5 }}>
                    <span>{p.hijos.map((h) => `${h.estudiante}: ${formatMoney(h.valor)}`).join(' · ')}</span>
                    <PaymentStateChip state={p.estado} />
                  </Stack>
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}
