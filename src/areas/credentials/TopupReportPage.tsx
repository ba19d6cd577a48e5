/** `#/admin/carnets/reports`: 'REPORTES DE RECARGAS' between two school days. */
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { REPORT_EMPTY, type TopupReportRow } from '../../domain/carnets';
import type { AppDataProvider } from '../../dataProvider';
import { ReportTable, today, type ReportColumn } from '../../app/reports/ReportTable';
import { ReportDates, useReportSearch } from '../../app/reports/useReportSearch';

const COLUMNS: ReportColumn<TopupReportRow>[] = [
  { key: 'created_at', label: 'Fecha', kind: 'datetime' },
  { key: 'funcionario', label: 'Funcionario' },
  { key: 'usuario', label: 'Usuario' },
  { key: 'num_doc', label: 'Documento' },
  { key: 'acudiente', label: 'Acudiente' },
  { key: 'num_doc_acudiente', label: 'Documento acudiente' },
  { key: 'code', label: 'Código' },
  { key: 'saldo_previo', label: 'Saldo previo', kind: 'money' },
  { key: 'recarga', label: 'Recarga', kind: 'money' },
  { key: 'saldo_nuevo', label: 'Saldo nuevo', kind: 'money' },
];

function Report() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [from, setFrom] = useState('2018-01-01');
  const [to, setTo] = useState(today);
  const { result: rows, busy, run, dialog } = useReportSearch<TopupReportRow[]>();

  const search = (e: React.FormEvent) => {
    e.preventDefault();
    run(async () => (await dataProvider.topupReport(from, to)).rows);
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          REPORTES DE RECARGAS
        </Typography>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          onSubmit={search}
          sx={{ mb: 3, alignItems: { md: 'center' } }}
        >
          <ReportDates from={from} to={to} onFrom={setFrom} onTo={setTo} busy={busy} />
        </Stack>
        {rows && rows.length === 0 && <Alert severity="info">{REPORT_EMPTY}</Alert>}
        {rows && rows.length > 0 && <ReportTable columns={COLUMNS} rows={rows} sheet="Recargas" />}
      </CardContent>
      {dialog}
    </Card>
  );
}

export function TopupReportPage() {
  return <Report />;
}
