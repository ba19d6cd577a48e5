/** `#/admin/carnets/reports`: 'REPORTES DE RECARGAS' between two school days. */
import { useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { REPORT_EMPTY, type TopupReportRow } from '../../domain/carnets';
import type { AppDataProvider } from '../../dataProvider';
import { InfoDialog } from '../dialogs/InfoDialog';
import { RequirePermission } from '../RequirePermission';
import { ReportTable, today, type ReportColumn } from './ReportTable';

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
  const [rows, setRows] = useState<TopupReportRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const search = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      setRows((await dataProvider.topupReport(from, to)).rows);
    } catch (err) {
      setRows(null);
      setMessage(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          REPORTES DE RECARGAS
        </Typography>
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={search} sx={{ mb: 3, alignItems: { md: 'center' } }}>
          <TextField type="date" label="Fecha inicial" value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: { md: 200 } }} />
          <TextField type="date" label="Fecha final" value={to} onChange={(e) => setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: { md: 200 } }} />
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? <CircularProgress size={20} color="inherit" /> : 'Buscar'}
          </Button>
        </Stack>
        {rows && rows.length === 0 && <Alert severity="info">{REPORT_EMPTY}</Alert>}
        {rows && rows.length > 0 && <ReportTable columns={COLUMNS} rows={rows} sheet="Recargas" />}
      </CardContent>
      <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
    </Card>
  );
}

export function TopupReportPage() {
  return (
    <RequirePermission keys="carnets.reports">
      <Title title="Reporte de recargas" />
      <Report />
    </RequirePermission>
  );
}
