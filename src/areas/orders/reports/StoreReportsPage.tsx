/**
 * `#/cafeteria/reports`, `#/papeleria/reports` and `#/restaurant/reports`: a store's sales
 * reports in four tabs (daily detailed sales, sales per product, movements of one person,
 * reversions), each with its dates, Buscar (the restaurant's Generar), a totals line, the
 * table and its Excel export, drawn from the store's report set (src/domain/reports). Here
 * only what the tabs add: the totals lines and the movements tab's person.
 */
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { formatMoney } from '../../../domain/money';
import { sumOf, type ReportUser, type UserMovementRow } from '../../../domain/salesReports';
import { STORE_REPORTS, type StoreReportSet } from '../../../domain/reports';
import type { StoreSegment } from '../../../domain/stores';
import type { AppDataProvider } from '../../../dataProvider';
import { usePersonByDocument } from '../../../kit/reports/usePersonByDocument';
import { ReportPanel, type ReportPanelProps } from '../../../kit/reports/ReportPanel';

const money = <T extends { total: number }>(rows: readonly T[]) => formatMoney(sumOf(rows, (r) => r.total));
/** A totals line: its parts (counts, totals) joined as the old screens did. */
const line = (...parts: string[]) => parts.join(' · ');

type AnySet = StoreReportSet;

const SUBMIT_LABELS: Record<AnySet['submit'], string> = {
  search: 'ra.action.search',
  generate: 'orders.reports.generate',
};

/** A tab's report: its dates checked in the browser with the server's schema first. */
function StorePanel<Row extends { id: number }>(props: ReportPanelProps<Row, Row[], StoreSegment>) {
  return (
    <Box>
      <ReportPanel precheck noValidate align="flex-start" {...props} />
    </Box>
  );
}

/** The movements tab: a document looked up to the person's id (`datauser`), then the store's movements report. */
function MovementsPanel({ store, reports }: { store: StoreSegment; reports: AnySet }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const person = usePersonByDocument({
    lookup: (doc) => dataProvider.reportUser(store, doc),
    label: 'orders.reports.user_document',
    requiredMessage: 'orders.reports.user_required',
  });
  /** The user of the last search, named above its result. */
  const [searched, setSearched] = useState<ReportUser | null>(null);

  const prepare = async () => {
    const found = await person.resolve();
    if (found === null || typeof found === 'string')
      return found ?? translate('orders.reports.user_required');
    setSearched(found);
    return { [reports.userField]: found.id };
  };

  return (
    <StorePanel<UserMovementRow>
      report={reports.movements}
      scope={store}
      submitLabel={SUBMIT_LABELS[reports.submit]}
      before={person.field}
      prepare={prepare}
      summary={(rows) =>
        line(
          ...(searched ? [`${searched.name} (${searched.num_doc})`] : []),
          translate('orders.reports.purchases', { smart_count: rows.length }),
          translate('orders.reports.total', { total: money(rows) }),
        )
      }
    />
  );
}

const TABS = [
  'orders.reports.tabs.detail',
  'orders.reports.tabs.by_product',
  'orders.reports.tabs.movements',
  'orders.reports.tabs.reversals',
];

function Reports({ store, reports }: { store: StoreSegment; reports: AnySet }) {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const title = translate(`orders.reports.title.${store}`);
  const submitLabel = SUBMIT_LABELS[reports.submit];
  // Every panel stays mounted so that switching tabs keeps each search and its result.
  const panels = [
    <StorePanel
      key="rvd"
      report={reports.detail}
      scope={store}
      submitLabel={submitLabel}
      summary={(rows) =>
        line(
          translate('orders.reports.sales', { smart_count: rows.length }),
          translate('orders.reports.total_sold', { total: money(rows) }),
        )
      }
    />,
    <StorePanel
      key="rvdp"
      report={reports.byProduct}
      scope={store}
      submitLabel={submitLabel}
      summary={(rows) =>
        line(
          translate('orders.reports.products', { smart_count: rows.length }),
          translate('orders.reports.units', { smart_count: sumOf(rows, (r) => r.CANTIDAD) }),
          translate('orders.reports.total_sold', { total: money(rows) }),
        )
      }
    />,
    <MovementsPanel key="rm" store={store} reports={reports} />,
    <StorePanel
      key="rev"
      report={reports.reversals}
      scope={store}
      submitLabel={submitLabel}
      summary={(rows) =>
        line(
          translate('orders.reports.reversed_orders', { smart_count: rows.length }),
          translate('orders.reports.total_returned', { total: money(rows) }),
        )
      }
    />,
  ];
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_, v: number) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 3 }}
        >
          {TABS.map((key, i) => (
            <Tab
              key={key}
              label={translate(key)}
              id={`${store}-report-tab-${i}`}
              aria-controls={`${store}-report-panel-${i}`}
            />
          ))}
        </Tabs>
        {panels.map((panel, i) => (
          <div
            key={TABS[i]}
            role="tabpanel"
            hidden={tab !== i}
            id={`${store}-report-panel-${i}`}
            aria-labelledby={`${store}-report-tab-${i}`}
          >
            {panel}
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

export function StoreReportsPage({ store }: { store: StoreSegment }) {
  return <Reports store={store} reports={STORE_REPORTS[store]} />;
}
