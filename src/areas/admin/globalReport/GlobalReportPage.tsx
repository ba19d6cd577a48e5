/**
 * `#/admin/general`: every movement of one user's credential between two days, with the
 * running balance (definition: GLOBAL_REPORT); the user and their credential head the rows.
 */
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, TextField, Typography } from '@mui/material';
import { maskCode, type GlobalReport } from '../../../domain/credentials';
import { formatMoney } from '../../../domain/money';
import { credentialsResource } from '../../../domain/resources';
import { GLOBAL_REPORT } from '../../../domain/reports';
import { domainKeys } from '../../../i18n/domain-messages';
import { today } from '../../../kit/reports/ReportTable';
import { ReportPage } from '../../../kit/reports/ReportPanel';

const monthStart = () => `${today().slice(0, 8)}01`;

function UserHeader({ report }: { report: GlobalReport }) {
  const translate = useTranslate();
  const { usuario, carnet: credential } = report;
  const parts = [translate('admin.global_report.document', { document: usuario.num_doc })];
  if (credential) {
    parts.push(
      translate('admin.global_report.credential', { code: maskCode(credential.code) }),
      translate('admin.global_report.balance', { balance: formatMoney(credential.saldo) }),
    );
    if (!credential.active) parts.push(translate(domainKeys.option(credentialsResource.name, 'active', 0)));
  } else {
    parts.push(translate('admin.global_report.no_credential'));
  }
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6">{usuario.name}</Typography>
      <Typography color="text.secondary">{parts.join(' · ')}</Typography>
    </Box>
  );
}

export function GlobalReportPage() {
  const translate = useTranslate();
  const [document, setDocument] = useState('');
  // The server names each row's kind in Spanish; the table names it from the row's kind.
  const definition = useMemo(
    () => ({
      ...GLOBAL_REPORT,
      rowsOf: (result: GlobalReport) =>
        GLOBAL_REPORT.rowsOf(result).map((row) => ({
          ...row,
          tipo: translate(`admin.global_report.kinds.${row.kind}`, { _: row.tipo }),
        })),
    }),
    [translate],
  );
  return (
    <ReportPage
      title={translate('admin.global_report.title')}
      report={definition}
      scope={null}
      initialFrom={monthStart}
      before={
        <TextField
          label={translate('admin.global_report.document_number')}
          value={document}
          onChange={(e) => setDocument(e.target.value)}
          autoFocus
        />
      }
      // Every field is required, with the old single message, before asking the server.
      prepare={({ from, to }) =>
        !document.trim() || !from || !to
          ? translate('admin.global_report.required')
          : { numeroDocumento: document }
      }
      header={(report) => <UserHeader report={report} />}
    />
  );
}
