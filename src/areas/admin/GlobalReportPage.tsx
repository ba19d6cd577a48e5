/**
 * `#/admin/general`: every movement of one user's credential between two days, with the
 * running balance (definition: GLOBAL_REPORT); the user and their credential head the rows.
 */
import { useState } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { GLOBAL_REPORT_REQUIRED, type GlobalReport } from '../../domain/credentials';
import { formatMoney } from '../../domain/money';
import { GLOBAL_REPORT } from '../../domain/reports';
import { today } from '../../app/reports/ReportTable';
import { ReportPage } from '../../app/reports/ReportPanel';

const monthStart = () => `${today().slice(0, 8)}01`;

function UserHeader({ report }: { report: GlobalReport }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6">{report.usuario.name}</Typography>
      <Typography color="text.secondary">
        Documento {report.usuario.num_doc}
        {report.carnet
          ? ` · Carnet ${report.carnet.code} · Saldo actual ${formatMoney(report.carnet.saldo)}${report.carnet.active ? '' : ' · Inactivo'}`
          : ' · Sin carnet'}
      </Typography>
    </Box>
  );
}

export function GlobalReportPage() {
  const [document, setDocument] = useState('');
  return (
    <ReportPage
      title="Reporte global por usuario"
      report={GLOBAL_REPORT}
      scope={null}
      initialFrom={monthStart}
      before={<TextField label="Número de documento" value={document} onChange={(e) => setDocument(e.target.value)} autoFocus />}
      // Every field is required, with the old single message, before asking the server.
      prepare={({ from, to }) => (!document.trim() || !from || !to ? GLOBAL_REPORT_REQUIRED : { numeroDocumento: document })}
      header={(report) => <UserHeader report={report} />}
    />
  );
}
