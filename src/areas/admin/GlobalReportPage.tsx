/** `#/admin/general`: every movement of one user's credential between two days, with the running balance. */
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { Alert, Box, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import {
  GLOBAL_REPORT_REQUIRED,
  REPORT_EMPTY,
  type GlobalReport,
  type GlobalReportRow,
} from '../../domain/carnets';
import { formatMoney } from '../../domain/money';
import type { AppDataProvider } from '../../dataProvider';
import { ReportTable, today, type ReportColumn } from '../../app/reports/ReportTable';
import { ReportDates, useReportSearch } from '../../app/reports/useReportSearch';

const COLUMNS: ReportColumn<GlobalReportRow>[] = [
  { key: 'created_at', label: 'Fecha', kind: 'datetime' },
  { key: 'tipo', label: 'Tipo' },
  { key: 'detalle', label: 'Detalle' },
  { key: 'funcionario', label: 'Funcionario' },
  { key: 'saldo_previo', label: 'Saldo previo', kind: 'money' },
  { key: 'valor', label: 'Valor', kind: 'money' },
  { key: 'saldo_nuevo', label: 'Saldo', kind: 'money' },
];

function Report() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [document, setDocument] = useState('');
  const [from, setFrom] = useState(() => `${today().slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const { result: report, busy, run, refuse, dialog } = useReportSearch<GlobalReport>();

  const search = (e: React.FormEvent) => {
    e.preventDefault();
    if (!document.trim() || !from || !to) refuse(GLOBAL_REPORT_REQUIRED);
    else run(() => dataProvider.globalReport(document, from, to));
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Reporte global por usuario
        </Typography>
        <Stack
          component="form"
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          onSubmit={search}
          sx={{ mb: 3, alignItems: { md: 'center' } }}
        >
          <TextField
            label="Número de documento"
            value={document}
            onChange={(e) => setDocument(e.target.value)}
            autoFocus
          />
          <ReportDates from={from} to={to} onFrom={setFrom} onTo={setTo} busy={busy} />
        </Stack>
        {report && (
          <Box sx={{ mb: 2 }}>
            <Typography variant="h6">{report.usuario.name}</Typography>
            <Typography color="text.secondary">
              Documento {report.usuario.num_doc}
              {report.carnet
                ? ` · Carnet ${report.carnet.code} · Saldo actual ${formatMoney(report.carnet.saldo)}${report.carnet.active ? '' : ' · Inactivo'}`
                : ' · Sin carnet'}
            </Typography>
          </Box>
        )}
        {report && report.rows.length === 0 && <Alert severity="info">{REPORT_EMPTY}</Alert>}
        {report && report.rows.length > 0 && (
          <ReportTable columns={COLUMNS} rows={report.rows} sheet="Movimientos" />
        )}
      </CardContent>
      {dialog}
    </Card>
  );
}

export function GlobalReportPage() {
  return <Report />;
}
