/** The generic list of a resource definition: its columns, filters, paging, Excel and row actions. */
import type { ReactNode } from 'react';
import {
  DataTable,
  DateInput,
  List,
  Pagination,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useLocale,
  useNotify,
  useTranslate,
  type TranslateFunction,
  useListContext,
} from 'react-admin';
import { Alert, Typography } from '@mui/material';
import type { ResourceDef } from '../../domain/resource';
import { DEFAULT_PAGE_SIZE, LIST_COUNT_LIMIT, LIST_EXPORT_LIMIT, PAGE_SIZES } from '../../domain/envelope';
import { fieldColumn, markColumn, optionChoices } from './columns';
import { domainKeys } from '../../i18n/domain-messages';
import { excelExporter } from './excelExporter';
import { useSealSet } from '../ui/useSealSet';
import { DeleteRowButton, EditRowButton, ListToolbar, RowActions } from './actions';
import { intlLocale } from '../format';

export interface GenericListProps {
  def: ResourceDef;
  /** Extra buttons per row (e.g. password reset). */
  rowActions?: ReactNode;
  /** Extra buttons in the toolbar. */
  toolbar?: ReactNode;
  /** Nuevo and the row's delete: shown unless the definition refuses them. */
  create?: boolean;
  edit?: boolean;
  remove?: boolean;
  /** A catalog key; the definition's plural name by default. */
  title?: string;
  resource?: string;
  /** Values a store view fixes: their columns and filters are hidden. */
  fixed?: Record<string, unknown>;
  /** Fixed filters of reference choices, per field. */
  referenceFilters?: Record<string, Record<string, unknown>>;
  /** Rows per page at first (the student tables: 5, spec part 2 §9); 10 by default (part 1 §9). */
  perPage?: number;
}

export function listFilters(
  def: ResourceDef,
  translate: TranslateFunction,
  fixed: Record<string, unknown> = {},
  referenceFilters: GenericListProps['referenceFilters'] = {},
) {
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={translate('ra.action.search')} />];
  for (const [source, field] of Object.entries(def.fields)) {
    if (source in fixed) continue;
    if (field.rangeFilter) {
      filters.push(
        <DateInput key="from" source="from" label="app.generic.from" alwaysOn />,
        <DateInput key="to" source="to" label="app.generic.to" alwaysOn />,
      );
    }
    if (!field.filter) continue;
    if (field.kind === 'reference') {
      const filter = { ...referenceFilters[source], ...pick(fixed, Object.keys(field.filterBy ?? {})) };
      filters.push(
        <ReferenceInput
          key={source}
          source={source}
          reference={field.reference ?? ''}
          perPage={200}
          filter={filter}
        >
          <SelectInput label={domainKeys.field(def.name, source)} optionText="name" />
        </ReferenceInput>,
      );
    } else if (field.kind === 'select') {
      filters.push(
        <SelectInput
          key={source}
          source={source}
          label={domainKeys.field(def.name, source)}
          choices={optionChoices(def, source, field)}
        />,
      );
    }
  }
  // Each mark (ResourceDef `marks`): the rows where it holds, or the others.
  for (const key of Object.keys(def.marks ?? {})) {
    filters.push(
      <SelectInput
        key={`mark-${key}`}
        source={key}
        label={domainKeys.mark(def.name, key)}
        choices={[
          { id: 1, name: 'ra.boolean.true' },
          { id: 0, name: 'ra.boolean.false' },
        ]}
      />,
    );
  }
  return filters;
}

const pick = (values: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in values).map((k) => [k, values[k]]));

/** react-admin's pagination; past the rows a list counts it says «1-10 de más de 10.000». */
function ListPagination() {
  const translate = useTranslate();
  const locale = intlLocale(useLocale());
  // A list that failed to load has no rows to count: no «de más de 10.000» under its error.
  const { error } = useListContext();
  const labelDisplayedRows = ({ from, to, count }: { from: number; to: number; count: number }) =>
    count === -1
      ? translate('app.generic.range_of_many', {
          offsetBegin: from,
          offsetEnd: to,
          limit: LIST_COUNT_LIMIT.toLocaleString(locale),
        })
      : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count });
  if (error) return null;
  // Passed through to MUI's TablePagination, which react-admin's own props type leaves out.
  return <Pagination rowsPerPageOptions={[...PAGE_SIZES]} {...({ labelDisplayedRows } as object)} />;
}

export const listPagination = <ListPagination />;

/** List screen built from a resource definition: search, filters, sortable columns, paging, Excel. */
export function GenericList({
  def,
  rowActions,
  toolbar,
  create = !def.refuses?.create,
  edit = true,
  remove = !def.refuses?.remove,
  title,
  resource,
  fixed = {},
  referenceFilters = {},
  perPage = DEFAULT_PAGE_SIZE,
}: GenericListProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = intlLocale(useLocale());
  const columns = Object.entries(def.fields).filter(([source, f]) => f.list && !(source in fixed));
  const seals = useSealSet(columns.some(([, f]) => f.look === 'seal'));
  // Where the spec names a list's failure ('algo salio mal' for roles) it replaces react-admin's notice and the table.
  const failed = def.messages?.listFailed
    ? translate(domainKeys.resourceMessage(def.name, 'listFailed'))
    : null;
  const onError = () => notify(failed, { type: 'error' });
  const noCreate = def.refuses?.create ? translate(domainKeys.resourceRefusal(def.name, 'create')) : null;
  return (
    <List
      resource={resource}
      title={title ? translate(title) : translate(domainKeys.resourceName(def.name), { smart_count: 2 })}
      filters={listFilters(def, translate, fixed, referenceFilters)}
      actions={<ListToolbar create={create}>{toolbar}</ListToolbar>}
      perPage={perPage}
      pagination={listPagination}
      sort={def.sort}
      exporter={excelExporter(
        def,
        translate,
        Object.keys(fixed),
        () =>
          notify(translate('app.generic.excel_cut', { limit: LIST_EXPORT_LIMIT.toLocaleString(locale) }), {
            type: 'warning',
          }),
        seals,
      )}
      empty={false}
      {...(failed && {
        queryOptions: { onError },
        error: (
          <Alert severity="error" sx={{ m: 2 }}>
            {failed}
          </Alert>
        ),
      })}
    >
      {/* Where «Nuevo» is missing because records come from elsewhere (a till registers itself), the list says so. */}
      {noCreate && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
          {noCreate}
        </Typography>
      )}
      <DataTable rowClick={edit ? 'edit' : false} bulkActionButtons={false}>
        {columns.map(([source, field]) => fieldColumn(def, source, field, translate))}
        {Object.keys(def.marks ?? {}).map((key) => markColumn(def, key, translate))}
        {(edit || remove || rowActions) && (
          <DataTable.Col label="app.generic.actions" disableSort align="right">
            <RowActions>
              {edit && <EditRowButton />}
              {rowActions}
              {remove && <DeleteRowButton />}
            </RowActions>
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
}
