/**
 * `#/admin/carnets/reports`: 'REPORTES DE RECARGAS' between two school days (definition: TOPUP_REPORT),
 * of every payment method or of one (issue 34). Its thirteen columns do not fit a laptop: the row
 * shows when, who, how much, how it was paid and by whom; each row opens the rest.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/payments';
import type { TopupReportRow } from '../../../domain/credentials';
import { TOPUP_REPORT } from '../../../domain/reports';
import { ReportPage } from '../../../kit/reports/ReportPanel';
import { formatDateTime, type ReportLayout } from '../../../kit/reports/ReportTable';
import { methodName } from '../topups';

/** The report has always opened on the system's first year. */
const FIRST_DAY = () => '2018-01-01';

const LAYOUT: ReportLayout<TopupReportRow> = {
  shown: [
    'created_at',
    ['usuario', 'num_doc'],
    'recarga',
    'saldo_nuevo',
    ['metodo', 'referencia'],
    'funcionario',
  ],
  rowName: (row) => `${row.usuario}, ${formatDateTime(row.created_at)}`,
};

export function TopupReportPage() {
  const translate = useTranslate();
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const label = translate('credentials.payment.method');
  return (
    <ReportPage
      title={translate('credentials.topup_report.title')}
      report={TOPUP_REPORT}
      scope={null}
      initialFrom={FIRST_DAY}
      rowFrom="sm"
      layout={LAYOUT}
      before={
        <FormControl fullWidth={false} sx={{ width: 240 }}>
          <InputLabel id="topup-method-label" shrink>
            {label}
          </InputLabel>
          <Select
            labelId="topup-method-label"
            label={label}
            displayEmpty
            value={method}
            onChange={(e) => setMethod(e.target.value as PaymentMethod | '')}
          >
            <MenuItem value="">{translate('credentials.payment.all_methods')}</MenuItem>
            {PAYMENT_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {methodName(translate, m)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      }
      prepare={() => (method ? { metodo_pago: method } : {})}
    />
  );
}
