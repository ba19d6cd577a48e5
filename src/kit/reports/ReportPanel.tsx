/**
 * A report screen drawn from the report's definition (src/domain/reports): its dates and
 * Buscar, the empty-result message, the table and its Excel export. A new report needs only
 * its definition and `<ReportPage>`; a screen adds what is its own (a document field, a
 * summary line, a header) through the props.
 */
import { useState, type ReactNode } from 'react';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import type { z } from 'zod';
import {
  refusalOf,
  REPORT_ROW_LIMIT,
  reportBody,
  routeOf,
  type ReportDefinition,
} from '../../domain/reports';
import { REPORT_EMPTY } from '../../domain/credentials';
import type { AppDataProvider } from '../../dataProvider';
import { ReportTable, today, type ReportLayout } from './ReportTable';
import { ReportDates, useReportSearch } from './useReportSearch';
import { intlLocale } from '../format';

type Extra = Record<string, unknown> | string;

export interface ReportPanelProps<Row extends { id: number | string }, Result, Scope> {
  report: ReportDefinition<z.ZodType, Row, Result, Scope>;
  /** Which of its routes to call (a store); null for a report with one route. */
  scope: Scope;
  /** The first day the form shows; today unless the screen says otherwise. */
  initialFrom?: () => string;
  /** Fields before the dates (a user's document). */
  before?: ReactNode;
  /** Extra body fields, or a refusal message instead of searching. */
  prepare?: (dates: { from: string; to: string }) => Extra | Promise<Extra>;
  /** Check the body with the report's schema in the browser before sending it. */
  precheck?: boolean;
  /** Shown once a search answered, above its rows (the global report's user). */
  header?: (result: Result) => ReactNode;
  /** The line above the table, e.g. the range's total sales (not drawn when the answer is cut). */
  summary?: (rows: readonly Row[]) => string;
  /** Each screen keeps its own form layout: where the fields go in a row, and how they align. */
  rowFrom?: 'sm' | 'md';
  align?: 'center' | 'flex-start';
  noValidate?: boolean;
  /** The search button's text key (Buscar unless given). */
  submitLabel?: string;
  /** A report too wide for the screen: the columns in the row, the rest in its details. */
  layout?: ReportLayout<Row>;
}

export function ReportPanel<Row extends { id: number | string }, Result, Scope>({
  report,
  scope,
  initialFrom = today,
  before,
  prepare,
  precheck = false,
  header,
  summary,
  rowFrom = 'md',
  align = 'center',
  noValidate = false,
  submitLabel,
  layout,
}: ReportPanelProps<Row, Result, Scope>) {
  const translate = useTranslate();
  const locale = intlLocale(useLocale());
  const dataProvider = useDataProvider<AppDataProvider>();
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(today);
  // The body each answer came from: its Excel asks the server for the same search.
  const { result, busy, run, refuse, dialog } = useReportSearch<{
    data: Result;
    truncated: boolean;
    body: Record<string, unknown>;
  }>();
  const rows = result === null ? null : report.rowsOf(result.data);

  // A report of one day names the same field for its first and last day.
  const single = report.dates[0] === report.dates[1];

  const search = async (e: React.FormEvent) => {
    e.preventDefault();
    const last = single ? from : to;
    const extra = prepare ? await prepare({ from, to: last }) : {};
    if (typeof extra === 'string') return refuse(extra);
    const body = reportBody(report, from, last, extra);
    const refusal = precheck ? refusalOf(report, body) : null;
    if (refusal !== null) return refuse(refusal);
    const { path } = routeOf(report, scope);
    run(async () => ({ ...(await dataProvider.report<Result>(path, body)), body }));
  };
  const download = (excel: { sheet: string; titles: string[] }) =>
    dataProvider.reportExcel(routeOf(report, scope).path, result?.body ?? {}, excel);

  return (
    <>
      <Stack
        component="form"
        direction={rowFrom === 'sm' ? { xs: 'column', sm: 'row' } : { xs: 'column', md: 'row' }}
        spacing={2}
        onSubmit={search}
        sx={{ mb: 3, alignItems: { md: align } }}
        noValidate={noValidate}
      >
        {before}
        <ReportDates
          from={from}
          to={to}
          onFrom={setFrom}
          onTo={setTo}
          busy={busy}
          submitLabel={submitLabel}
          single={single}
        />
      </Stack>
      {result !== null && header?.(result.data)}
      {result?.truncated && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.reports.truncated', { limit: REPORT_ROW_LIMIT.toLocaleString(locale) })}
        </Alert>
      )}
      {rows && rows.length === 0 && (
        <Alert severity="info">
          {translate(report.empty === REPORT_EMPTY ? 'app.reports.empty' : report.empty, { _: report.empty })}
        </Alert>
      )}
      {rows && rows.length > 0 && (
        <>
          {/* A summary of the first rows of more would understate the range: none then. */}
          {summary && !result?.truncated && (
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="report-summary">
              {summary(rows)}
            </Typography>
          )}
          <ReportTable
            report={report}
            columns={report.columns}
            rows={rows}
            download={download}
            layout={layout}
          />
        </>
      )}
      {dialog}
    </>
  );
}

/** A report alone on its page: a card with its title over the panel. */
export function ReportPage<Row extends { id: number | string }, Result, Scope>({
  title,
  ...panel
}: ReportPanelProps<Row, Result, Scope> & { title: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(title, { _: title })}
        </Typography>
        <ReportPanel {...panel} />
      </CardContent>
    </Card>
  );
}
