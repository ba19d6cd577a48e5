/**
 * `#/admin/offline-sales` (key admin.offlinesales): the sales the tills made offline and sent late,
 * what became of each (accepted, flagged, refused: src/domain/offline.ts), filtered by the days it
 * arrived, till, store and outcome, with the totals per till for the same filter and an Excel. Its
 * rows show what fits a laptop and open the rest (OfflineSalesTable).
 */
import {
  DateInput,
  List,
  ReferenceInput,
  SelectInput,
  useLocale,
  useNotify,
  useTranslate,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE, LIST_EXPORT_LIMIT } from '../../../domain/envelope';
import { LATE_SALE_STATES } from '../../../domain/offline';
import { OFFLINE_SALES_PATH } from '../../../domain/offlineSales';
import { tillsResource } from '../../../domain/resources';
import { STORE_REGISTRY } from '../../../domain/stores';
import { domainKeys } from '../../../i18n/domain-messages';
import { ListToolbar } from '../../../kit/generic/actions';
import { listPagination } from '../../../kit/generic/GenericList';
import { intlLocale } from '../../../kit/format';
import { OfflineSalesTotalsTable } from './OfflineSalesTotals';
import { OfflineSalesTable } from './OfflineSalesTable';
import { LABELS, offlineSalesExporter } from './offlineSalesColumns';

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
      <OfflineSalesTable />
    </List>
  );
}
