/**
 * `#/cafeteria/requests/create` and `#/papeleria/requests/create`: validate the customer's
 * credential 'Mediante codigo' (document; a USB scanner types the code into the same field)
 * or 'Mediante QR' (camera), then open the sale screen. When the server does not answer, the
 * till's roster finds the card (issue 33).
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { LOOKUP_NO_CREDENTIAL } from '../../../domain/credentials';
import { formatMoney } from '../../../domain/money';
import type { PosStore } from '../../../domain/orders';
import { CredentialSearch, type CredentialFound } from '../../../kit/ui/CredentialSearch';
import { QrReader } from '../../../kit/ui/QrReader';
import { InfoDialog } from '../../../kit/ui/InfoDialog';
import { useCallMutation } from '../../../dataProvider/hooks';
import { saveCustomer } from './customerStorage';
import { lostConnection, offlineLookup } from '../../../kit/till/offlineCustomer';
import { TillStatusBar } from '../../../kit/till/TillStatusBar';
import { useTill } from '../../../kit/till/useTill';
import { useRuleText } from '../../../kit/ruleText';
import { OFFLINE_UNKNOWN_CUSTOMER } from '../../../domain/offline';

export interface LastSale {
  customer: string;
  total: number;
  saldo: number;
  turn: number | null;
}

/** The validation card; the external request screen reuses it for the store it chooses. */
export function PosValidate({ store }: { store: PosStore }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const lookupByCode = useCallMutation((dp, code: string) => dp.lookupByCode(code));
  const lastSale = (useLocation().state as { lastSale?: LastSale } | null)?.lastSale;
  const [mode, setMode] = useState<'code' | 'qr'>('code');
  const [message, setMessage] = useState<string | null>(null);
  const [scanKey, setScanKey] = useState(0);
  const till = useTill(store);
  const ruleText = useRuleText();

  /** The server cannot be asked: the till's roster answers (issue 33), or says the card is not on it. */
  const offline = async (query: string, failure: unknown): Promise<CredentialFound> => {
    if (!lostConnection(failure)) throw failure;
    const entry = await till.findCustomer(query);
    if (!entry) throw new Error(ruleText(OFFLINE_UNKNOWN_CUSTOMER));
    return { code: 1, lookup: offlineLookup(entry, query) };
  };

  const found = ({ code, lookup }: CredentialFound) => {
    if (code === LOOKUP_NO_CREDENTIAL || !lookup.carnet) {
      setMessage(translate('orders.pos.no_carnet', { name: lookup.user.name }));
      return;
    }
    if (lookup.carnet.active !== 1) {
      setMessage(translate('orders.pos.inactive'));
      return;
    }
    saveCustomer(store, lookup);
    navigate(`/${store}/requests/recreate`);
  };

  const scanned = async (code: string) => {
    try {
      found(
        await lookupByCode.mutateAsync(code).then(
          (lookup) => ({ code: 1, lookup }),
          (failure) => offline(code, failure),
        ),
      );
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e));
      setScanKey((k) => k + 1);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <CardContent>
        <TillStatusBar till={till} />
        {lastSale && (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="last-sale">
            {translate('orders.pos.last_sale', {
              customer: lastSale.customer,
              total: formatMoney(lastSale.total),
              saldo: formatMoney(lastSale.saldo),
            })}
            {lastSale.turn !== null && translate('orders.pos.last_sale_turn', { turn: lastSale.turn })}
          </Alert>
        )}
        <Typography variant="h6" gutterBottom>
          {translate('orders.pos.validate_title')}
        </Typography>
        <Tabs value={mode} onChange={(_, v) => setMode(v)} sx={{ mb: 2 }}>
          <Tab value="code" label={translate('orders.pos.by_code')} />
          <Tab value="qr" label={translate('orders.pos.by_qr')} />
        </Tabs>
        {mode === 'code' ? (
          <CredentialSearch label={translate('orders.pos.search_label')} onFound={found} fallback={offline} />
        ) : (
          <QrReader key={scanKey} onScan={scanned} />
        )}
      </CardContent>
      <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </Card>
  );
}

export function PosValidatePage({ store }: { store: PosStore }) {
  return <PosValidate store={store} />;
}
