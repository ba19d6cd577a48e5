/**
 * `#/cafeteria/reports` and `#/papeleria/reports`: the store's sales reports in four tabs
 * (daily detailed sales, sales per product, movements of one user, reversions), each with
 * its dates, Buscar, a totals line, the table and its Excel export, drawn from its definition
 * (src/domain/reports/sales.ts). Here only what the tabs add: the totals lines and the
 * movements tab's user.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Card, CardContent, Tab, Tabs, TextField, Typography } from '@mui/material';
import { formatMoney } from '../../domain/money';
import type { PosStore } from '../../domain/orders';
import { sumOf, type ReportUser, type UserMovementRow } from '../../domain/salesReports';
import {
  REVERSALS_REPORT,
  SALES_BY_PRODUCT_REPORT,
  SALES_DETAIL_REPORT,
  USER_MOVEMENTS_REPORT,
} from '../../domain/reports';
import { useCallMutation } from '../../dataProvider/hooks';
import { ReportPanel, type ReportPanelProps } from '../../app/reports/ReportPanel';

const money = <T extends { total: number }>(rows: readonly T[]) => formatMoney(sumOf(rows, (r) => r.total));
/** A totals line: its parts (counts, totals) joined as the old screens did. */
const line = (...parts: string[]) => parts.join(' · ');

/** A tab's report: its dates checked in the browser with the server's schema first. */
function StorePanel<Row extends { id: number }>(props: ReportPanelProps<Row, Row[], PosStore>) {
  return (
    <Box>
      <ReportPanel precheck noValidate align="flex-start" {...props} />
    </Box>
  );
}

/** The movements tab: a document looked up to the user's id (`datauser`), then `reporteRM`. */
function MovementsPanel({ store }: { store: PosStore }) {
  const translate = useTranslate();
  const reportUser = useCallMutation((dp, doc: string) => dp.reportUser(store, doc));
  const [document, setDocument] = useState('');
  const [user, setUser] = useState<ReportUser | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The user of the last search, named above its result. */
  const [searched, setSearched] = useState<ReportUser | null>(null);

  /** The user of the typed document (looked up once per document), or why there is none. */
  const resolve = async (): Promise<ReportUser | string> => {
    const doc = document.trim();
    if (!doc) return translate('orders.reports.user_required');
    if (user && user.num_doc === doc) return user;
    try {
      const found = await reportUser.mutateAsync(doc);
      setUser(found);
      setProblem(null);
      return found;
    } catch (err) {
      setUser(null);
      return err instanceof Error ? err.message : String(err);
    }
  };

  const prepare = async () => {
    const found = await resolve();
    if (typeof found === 'string') {
      setProblem(found);
      return found;
    }
    setSearched(found);
    return { IdRM: found.id };
  };

  const field = (
    <TextField
      label={translate('orders.reports.user_document')}
      value={document}
      onChange={(e) => {
        setDocument(e.target.value);
        setProblem(null);
      }}
      onBlur={() => {
        if (document.trim()) void resolve().then((r) => setProblem(typeof r === 'string' ? r : null));
      }}
      error={problem !== null}
      helperText={problem ?? (user && user.num_doc === document.trim() ? user.name : ' ')}
      sx={{ width: { md: 260 } }}
    />
  );

  return (
    <StorePanel<UserMovementRow>
      report={USER_MOVEMENTS_REPORT}
      scope={store}
      before={field}
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

const TABS = ['orders.reports.tabs.detail', 'orders.reports.tabs.by_product', 'orders.reports.tabs.movements', 'orders.reports.tabs.reversals'];

function Reports({ store }: { store: PosStore }) {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  const title = translate(`orders.reports.title.${store}`);
  // Every panel stays mounted so that switching tabs keeps each search and its result.
  const panels = [
    <StorePanel
      key="rvd"
      report={SALES_DETAIL_REPORT}
      scope={store}
      summary={(rows) =>
        line(
          translate('orders.reports.sales', { smart_count: rows.length }),
          translate('orders.reports.total_sold', { total: money(rows) }),
        )
      }
    />,
    <StorePanel
      key="rvdp"
      report={SALES_BY_PRODUCT_REPORT}
      scope={store}
      summary={(rows) =>
        line(
          translate('orders.reports.products', { smart_count: rows.length }),
          translate('orders.reports.units', { smart_count: sumOf(rows, (r) => r.CANTIDAD) }),
          translate('orders.reports.total_sold', { total: money(rows) }),
        )
      }
    />,
    <MovementsPanel key="rm" store={store} />,
    <StorePanel
      key="rev"
      report={REVERSALS_REPORT}
      scope={store}
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

export function StoreReportsPage({ store }: { store: PosStore }) {
  return <Reports store={store} />;
}
