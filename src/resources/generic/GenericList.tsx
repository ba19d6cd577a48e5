import type { ReactNode } from 'react';
import { DataTable, List, Pagination, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import type { ResourceDef } from '../../domain/resource';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../domain/envelope';
import { fieldColumn } from './columns';
import { excelExporter } from './excelExporter';
import { DeleteRowButton, EditRowButton, ListToolbar, RowActions } from './actions';

export interface GenericListProps {
  def: ResourceDef;
  /** Extra buttons per row (e.g. password reset). */
  rowActions?: ReactNode;
  /** Extra buttons in the toolbar. */
  toolbar?: ReactNode;
  create?: boolean;
  edit?: boolean;
  remove?: boolean;
  title?: string;
  resource?: string;
}

export function listFilters(def: ResourceDef) {
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />];
  for (const [source, field] of Object.entries(def.fields)) {
    if (!field.filter) continue;
    if (field.kind === 'reference') {
      filters.push(
        <ReferenceInput key={source} source={source} reference={field.reference ?? ''} perPage={100}>
          <SelectInput label={field.label} optionText="name" />
        </ReferenceInput>,
      );
    } else if (field.kind === 'select') {
      filters.push(<SelectInput key={source} source={source} label={field.label} choices={[...(field.options ?? [])]} />);
    }
  }
  return filters;
}

export const listPagination = <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />;

/** List screen built from a resource definition: search, filters, sortable columns, paging, Excel. */
export function GenericList({ def, rowActions, toolbar, create = true, edit = true, remove = true, title, resource }: GenericListProps) {
  const columns = Object.entries(def.fields).filter(([, f]) => f.list);
  return (
    <List
      resource={resource}
      title={title ?? def.labelPlural}
      filters={listFilters(def)}
      actions={<ListToolbar create={create}>{toolbar}</ListToolbar>}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={listPagination}
      sort={def.sort}
      exporter={excelExporter(def)}
      empty={false}
    >
      <DataTable rowClick={edit ? 'edit' : false} bulkActionButtons={false}>
        {columns.map(([source, field]) => fieldColumn(source, field))}
        <DataTable.Col label="Acciones" disableSort align="right">
          <RowActions>
            {edit && <EditRowButton />}
            {rowActions}
            {remove && <DeleteRowButton />}
          </RowActions>
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
