/** `#/admin/carnets/reports`: 'REPORTES DE RECARGAS' between two school days (definition: TOPUP_REPORT). */
import { useTranslate } from 'react-admin';
import { TOPUP_REPORT } from '../../domain/reports';
import { ReportPage } from '../../kit/reports/ReportPanel';

/** The report has always opened on the system's first year. */
const FIRST_DAY = () => '2018-01-01';

export function TopupReportPage() {
  const translate = useTranslate();
  return (
    <ReportPage
      title={translate('credentials.topup_report.title')}
      report={TOPUP_REPORT}
      scope={null}
      initialFrom={FIRST_DAY}
      rowFrom="sm"
    />
  );
}
