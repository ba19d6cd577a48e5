/**
 * `#/cafeteria/reports` and `#/papeleria/reports`: the store's sales reports in four tabs
 * (daily detailed sales, sales per product, movements of one user, reversions), each with
 * its dates, Buscar, a totals line, the table and its Excel export, drawn from its definition
 * (src/domain/reports/sales.ts). Here only what the tabs add: the totals lines and the
 * movements tab's user.
 */
import { useState } from 'react';
import { Box, Card, CardContent, Tab, Tabs, TextField, Typography } from '@mui/material';
import { STORE, storeLabel } from '../../domain/stores';
import { formatMoney } from '../../domain/money';
import type { PosStore } from '../../domain/orders';
import { sumOf, USER_REQUIRED, type ReportUser, type UserMovementRow } from '../../domain/salesReports';
import {
  REVERSALS_REPORT,
  SALES_BY_PRODUCT_REPORT,
  SALES_DETAIL_REPORT,
  USER_MOVEMENTS_REPORT,
} from '../../domain/reports';
import { useCallMutation } from '../../dataProvider/hooks';
import { ReportPanel, type ReportPanelProps } from '../../app/reports/ReportPanel';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const money = <T extends { total: number }>(rows: readonly T[]) => formatMoney(sumOf(rows, (r) => r.total));

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
  const reportUser = useCallMutation((dp, doc: string) => dp.reportUser(store, doc));
  const [document, setDocument] = useState('');
  const [user, setUser] = useState<ReportUser | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** The user of the last search, named above its result. */
  const [searched, setSearched] = useState<ReportUser | null>(null);

  /** The user of the typed document (looked up once per document), or why there is none. */
  const resolve = async (): Promise<ReportUser | string> => {
    const doc = document.trim();
    if (!doc) return USER_REQUIRED;
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
      label="Documento del usuario"
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
        `${searched ? `${searched.name} (${searched.num_doc}) · ` : ''}${plural(rows.length, 'compra', 'compras')} · Total ${money(rows)}`
      }
    />
  );
}

const TABS = [
  'Ventas diarias detalladas',
  'Ventas diarias por producto',
  'Movimientos por usuario',
  'Reversiones',
] as const;

function Reports({ store }: { store: PosStore }) {
  const [tab, setTab] = useState(0);
  const label = storeLabel(STORE[store]);
  // Every panel stays mounted so that switching tabs keeps each search and its result.
  const panels = [
    <StorePanel
      key="rvd"
      report={SALES_DETAIL_REPORT}
      scope={store}
      summary={(rows) => `${plural(rows.length, 'venta', 'ventas')} · Total vendido ${money(rows)}`}
    />,
    <StorePanel
      key="rvdp"
      report={SALES_BY_PRODUCT_REPORT}
      scope={store}
      summary={(rows) =>
        `${plural(rows.length, 'producto', 'productos')} · ${plural(
          sumOf(rows, (r) => r.CANTIDAD),
          'unidad',
          'unidades',
        )} · Total vendido ${money(rows)}`
      }
    />,
    <MovementsPanel key="rm" store={store} />,
    <StorePanel
      key="rev"
      report={REVERSALS_REPORT}
      scope={store}
      summary={(rows) =>
        `${plural(rows.length, 'pedido reversado', 'pedidos reversados')} · Total devuelto ${money(rows)}`
      }
    />,
  ];
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Reportes de {label.toLowerCase()}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_, v: number) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 3 }}
        >
          {TABS.map((label, i) => (
            <Tab
              key={label}
              label={label}
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
