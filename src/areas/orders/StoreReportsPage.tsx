/**
 * `#/cafeteria/reports` and `#/papeleria/reports`: the store's sales reports in four tabs
 * (daily detailed sales, sales per product, movements of one user, reversions), each with
 * its dates, Buscar, a totals line, the table and its Excel export.
 */
import { useState, type ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import { Alert, Box, Card, CardContent, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import type { z } from 'zod';
import { STORE, storeLabel } from '../../domain/stores';
import { formatMoney } from '../../domain/money';
import type { PosStore } from '../../domain/orders';
import {
  movementsReportSchema,
  REPORT_DATE_FIELDS,
  REPORT_EMPTY,
  reversalReportSchema,
  salesReportSchema,
  sumOf,
  USER_REQUIRED,
  type ReportUser,
  type ReversalRow,
  type SalesDetailRow,
  type SalesProductRow,
  type SalesReportPath,
  type UserMovementRow,
} from '../../domain/salesReports';
import type { AppDataProvider } from '../../dataProvider';
import { useCallMutation } from '../../dataProvider/hooks';
import { ReportTable, today, type ReportColumn } from '../../app/reports/ReportTable';
import { ReportDates, useReportSearch } from '../../app/reports/useReportSearch';

const DETAIL_COLUMNS: ReportColumn<SalesDetailRow>[] = [
  { key: 'id', label: 'Pedido' },
  { key: 'datetime', label: 'Fecha', kind: 'datetime' },
  { key: 'name', label: 'Cliente' },
  { key: 'num_doc', label: 'Documento' },
  { key: 'products', label: 'Productos' },
  { key: 'total', label: 'Total', kind: 'money' },
];

const PRODUCT_COLUMNS: ReportColumn<SalesProductRow>[] = [
  { key: 'nameC', label: 'Categoría' },
  { key: 'nameS', label: 'Subcategoría' },
  { key: 'nameP', label: 'Producto' },
  { key: 'CANTIDAD', label: 'Cantidad' },
  { key: 'total', label: 'Total', kind: 'money' },
];

const MOVEMENT_COLUMNS: ReportColumn<UserMovementRow>[] = [
  { key: 'id', label: 'Pedido' },
  { key: 'datetime', label: 'Fecha', kind: 'datetime' },
  { key: 'products', label: 'Productos' },
  { key: 'total', label: 'Total', kind: 'money' },
];

const REVERSAL_COLUMNS: ReportColumn<ReversalRow>[] = [
  { key: 'id', label: 'Pedido' },
  { key: 'datetime', label: 'Fecha de venta', kind: 'datetime' },
  { key: 'reversed_at', label: 'Fecha de reversión', kind: 'datetime' },
  { key: 'name', label: 'Cliente' },
  { key: 'num_doc', label: 'Documento' },
  { key: 'products', label: 'Productos' },
  { key: 'total', label: 'Total', kind: 'money' },
  { key: 'funcionario', label: 'Reversado por' },
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const money = <T extends { total: number }>(rows: T[]) => formatMoney(sumOf(rows, (r) => r.total));

/** The dates body of a report, checked with the schema the server uses: its first complaint, or the body. */
function datesBody(
  schema: z.ZodType,
  report: SalesReportPath,
  from: string,
  to: string,
  extra: Record<string, unknown> = {},
) {
  const [fromField, toField] = REPORT_DATE_FIELDS[report];
  const body = { ...extra, [fromField]: from, [toField]: to };
  const checked = schema.safeParse(body);
  return checked.success ? { body } : { refusal: checked.error.issues[0]?.message ?? REPORT_EMPTY };
}

interface ReportPanelProps<T extends { id: number }> {
  store: PosStore;
  report: SalesReportPath;
  schema: z.ZodType;
  columns: ReportColumn<T>[];
  sheet: string;
  /** The line above the table, e.g. the range's total sales. */
  summary: (rows: T[]) => string;
  /** Fields before the dates (the movements tab's user). */
  before?: ReactNode;
  /** Extra body fields, or a refusal message instead of searching. */
  prepare?: () => Promise<Record<string, unknown> | string>;
}

function ReportPanel<T extends { id: number }>({
  store,
  report,
  schema,
  columns,
  sheet,
  summary,
  before,
  prepare,
}: ReportPanelProps<T>) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const { result: rows, busy, run, refuse, dialog } = useReportSearch<T[]>();

  const search = async (e: React.FormEvent) => {
    e.preventDefault();
    const extra = prepare ? await prepare() : {};
    if (typeof extra === 'string') return refuse(extra);
    const checked = datesBody(schema, report, from, to, extra);
    if ('refusal' in checked) return refuse(checked.refusal ?? REPORT_EMPTY);
    run(() => dataProvider.salesReport<T>(store, report, checked.body));
  };

  return (
    <Box>
      <Stack
        component="form"
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        onSubmit={search}
        sx={{ mb: 3, alignItems: { md: 'flex-start' } }}
        noValidate
      >
        {before}
        <ReportDates from={from} to={to} onFrom={setFrom} onTo={setTo} busy={busy} />
      </Stack>
      {rows && rows.length === 0 && <Alert severity="info">{REPORT_EMPTY}</Alert>}
      {rows && rows.length > 0 && (
        <>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid="report-summary">
            {summary(rows)}
          </Typography>
          <ReportTable columns={columns} rows={rows} sheet={sheet} />
        </>
      )}
      {dialog}
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
    <ReportPanel<UserMovementRow>
      store={store}
      report="reporteRM"
      schema={movementsReportSchema}
      columns={MOVEMENT_COLUMNS}
      sheet="Movimientos"
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
    <ReportPanel<SalesDetailRow>
      key="rvd"
      store={store}
      report="reporteRVD"
      schema={salesReportSchema}
      columns={DETAIL_COLUMNS}
      sheet="Ventas"
      summary={(rows) => `${plural(rows.length, 'venta', 'ventas')} · Total vendido ${money(rows)}`}
    />,
    <ReportPanel<SalesProductRow>
      key="rvdp"
      store={store}
      report="reporteRVDP"
      schema={salesReportSchema}
      columns={PRODUCT_COLUMNS}
      sheet="Ventas por producto"
      summary={(rows) =>
        `${plural(rows.length, 'producto', 'productos')} · ${plural(
          sumOf(rows, (r) => r.CANTIDAD),
          'unidad',
          'unidades',
        )} · Total vendido ${money(rows)}`
      }
    />,
    <MovementsPanel key="rm" store={store} />,
    <ReportPanel<ReversalRow>
      key="rev"
      store={store}
      report="reporteReversion"
      schema={reversalReportSchema}
      columns={REVERSAL_COLUMNS}
      sheet="Reversiones"
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
