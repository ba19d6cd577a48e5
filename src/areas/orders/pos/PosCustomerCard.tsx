/**
 * The customer at the top of the cashier's screen: their balance (less what the till queued for
 * them), today's consumption, the daily cap, and the button that goes back to read another customer.
 */
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { Button } from '@mui/material';
import type { CredentialLookup } from '../../../domain/credentials';
import { formatMoney } from '../../../domain/money';
import type { PosStore } from '../../../domain/orders';
import { CustomerCard } from '../../../kit/ui/CustomerCard';
import { clearCustomer } from './customerStorage';

export function PosCustomerCard({
  store,
  user,
  saldo,
  today,
  lockSaldo,
}: {
  store: PosStore;
  user: CredentialLookup['user'];
  saldo: number;
  today: number;
  lockSaldo: number;
}) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <CustomerCard
      name={user.name}
      document={user.num_doc}
      url={user.url}
      figures={[
        { label: translate('orders.pos.balance'), value: formatMoney(saldo), testId: 'customer-saldo' },
        { label: translate('orders.pos.today'), value: formatMoney(today) },
        {
          label: translate('orders.pos.daily_cap'),
          value: lockSaldo > 0 ? formatMoney(lockSaldo) : translate('orders.pos.no_cap'),
        },
      ]}
      action={
        <Button
          onClick={() => {
            clearCustomer(store);
            navigate(`/${store}/requests/create`);
          }}
        >
          {translate('orders.pos.change_customer')}
        </Button>
      }
    />
  );
}
