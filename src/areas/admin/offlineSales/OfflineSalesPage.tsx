/**
 * `#/admin/offline-sales` (key admin.offlinesales): the sales the tills made offline and sent late,
 * what became of each (accepted, flagged, refused: src/domain/offline.ts), filtered by the days it
 * arrived, till, store and outcome, with the totals per till for the same filter and an Excel.
 */
import {
  DataTable,
  DateInput,
  List,
  ReferenceInput,
  SelectInput,
  useLocale,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { DEFAULT_PAGE_SIZE, LIST_EXPORT_LIMIT } from '../../../domain/envelope';
import { formatMoney } from '../../../domain/money';
import { LATE_SALE_STATES } from '../../../domain/offline';
import { OFFLINE_SALES_PATH, type OfflineSaleRow } from '../../../domain/offlineSales';
import { tillsResource } from '../../../domain/resources';
import { STORE_REGISTRY } from '../../../domain/stores';
import { domainKeys } from '../../../i18n/domain-messages';
import { ListToolbar } from '../../../kit/generic/actions';
import { listPagination } from '../../../kit/generic/GenericList';
import { formatDateTime } from '../../../kit/generic/columns';
import { intlLocale } from '../../../kit/format';
import { OfflineSalesTotalsTable } from './OfflineSalesTotals';
import { ResolveLateSaleCell } from './ResolveLateSale';
import {
  flagsText,
  LABELS,
  moneyOrDash,
  offlineSalesExporter,
  stateText,
  StoreName,
} from './offlineSalesColumns';

const filters = [
  <DateInput key="from" source="from" label="app.generic.from" alwaysOn />,
  <DateInput key="to" source="to" label="app.generic.to" alwaysOn />,
  <ReferenceInput
    key="id_caja"
    source="id_caja"
    reference={tillsResource.name}
    perPage={200}
    sort={tillsResource.sort}
    alwaysOn
  >
    <SelectInput label={LABELS.caja} optionText="nombre" emptyText="app.generic.choose" />
  </ReferenceInput>,
  <SelectInput
    key="store"
    source="store"
    label={LABELS.store}
    choices={STORE_REGISTRY.map((s) => ({ id: s.id, name: domainKeys.store(s.segment, 'label') }))}
  />,
  <SelectInput
    key="estado"
    source="estado"
    label={LABELS.estado}
    choices={LATE_SALE_STATES.map((state) => ({ id: state, name: `admin.offline_sales.states.${state}` }))}
    alwaysOn
  />,
];

type Row = OfflineSaleRow;
const Col = DataTable.Col<Row>;

export function OfflineSalesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = intlLocale(useLocale());
  const onCut = () =>
    notify(translate('app.generic.excel_cut', { limit: LIST_EXPORT_LIMIT.toLocaleString(locale) }), {
      type: 'warning',
    });
  return (
    <List
      resource={OFFLINE_SALES_PATH}
      title={translate(domainKeys.menu('admin.offlinesales'))}
      filters={filters}
      actions={<ListToolbar create={false} />}
      sort={{ field: 'recibida_en', order: 'DESC' }}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={listPagination}
      exporter={offlineSalesExporter(translate, onCut)}
      empty={false}
    >
      <OfflineSalesTotalsTable />
      <DataTable<Row> rowClick={false} bulkActionButtons={false}>
        <Col source="recibida_en" label={LABELS.recibida_en} render={(r) => formatDateTime(r.recibida_en)} />
        <Col source="hecha_en" label={LABELS.hecha_en} render={(r) => formatDateTime(r.hecha_en)} />
        <Col
          source="caja"
          label={LABELS.caja}
          render={(r) => r.caja ?? translate('admin.offline_sales.unknown_till')}
        />
        <Col source="store" label={LABELS.store} render={(r) => <StoreName id={r.store} />} />
        <Col
          source="estudiante"
          label={LABELS.estudiante}
          render={(r) => (
            <>
              {r.estudiante ?? '—'}
              {r.num_doc && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {r.num_doc}
                </Typography>
              )}
            </>
          )}
        />
        <Col source="total" label={LABELS.total} align="right" render={(r) => formatMoney(r.total)} />
        <Col source="cobrado" label={LABELS.cobrado} align="right" render={(r) => moneyOrDash(r.cobrado)} />
        <Col source="estado" label={LABELS.estado} render={(r) => stateText(translate, r)} />
        <Col source="marcas" label={LABELS.marcas} disableSort render={(r) => flagsText(translate, r)} />
        <Col source="motivo" label={LABELS.motivo} disableSort />
        <Col source="id_order" label={LABELS.id_order} />
        <Col source="enviada_por" label={LABELS.enviada_por} />
        <Col
          source="resolucion"
          label={LABELS.resolucion}
          disableSort
          render={(r) => <ResolveLateSaleCell row={r} />}
        />
      </DataTable>
    </List>
  );
}
