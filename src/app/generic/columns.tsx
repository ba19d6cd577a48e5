/** One list column per field kind. */
import { DataTable, FunctionField, ReferenceField, SelectField, TextField } from 'react-admin';
import { Avatar } from '@mui/material';
import type { Field } from '../../domain/fields';
import { formatMoney } from '../../domain/money';
import { imageUrl } from '../../dataProvider/instance';

export const formatDateTime = (value: unknown) =>
  value ? new Date(String(value)).toLocaleString('es-CO', { dateStyle: 'short', timeStyle: 'short' }) : '';

export function fieldColumn(source: string, field: Field) {
  switch (field.kind) {
    case 'reference':
      return (
        <DataTable.Col key={source} source={source} label={field.label}>
          <ReferenceField source={source} reference={field.reference ?? ''} link={false} emptyText="—">
            <TextField source="name" />
          </ReferenceField>
        </DataTable.Col>
      );
    case 'select':
      return (
        <DataTable.Col key={source} source={source} label={field.label}>
          <SelectField source={source} choices={[...(field.options ?? [])]} />
        </DataTable.Col>
      );
    case 'flag':
      return (
        <DataTable.Col
          key={source}
          source={source}
          label={field.label}
          render={(r: Record<string, unknown>) => (r[source] === 1 || r[source] === true ? 'Sí' : 'No')}
        />
      );
    case 'money':
      return (
        <DataTable.Col
          key={source}
          source={source}
          label={field.label}
          align="right"
          render={(r: Record<string, unknown>) => formatMoney(Number(r[source] ?? 0))}
        />
      );
    case 'image':
      return (
        <DataTable.Col key={source} label={field.label} disableSort>
          <FunctionField
            render={(r: { url?: string; name?: string }) => <Avatar src={imageUrl(r.url)} alt={r.name ?? field.label} variant="rounded" />}
          />
        </DataTable.Col>
      );
    case 'datetime':
      return (
        <DataTable.Col
          key={source}
          source={source}
          label={field.label}
          render={(r: Record<string, unknown>) => formatDateTime(r[source])}
        />
      );
    case 'permissions':
      return (
        <DataTable.Col
          key={source}
          label={field.label}
          disableSort
          render={(r: Record<string, unknown>) => `${Array.isArray(r[source]) ? (r[source] as unknown[]).length : 0} permisos`}
        />
      );
    default:
      return <DataTable.Col key={source} source={source} label={field.label} />;
  }
}

/** The value a spreadsheet cell shows for a field. */
export function cellValue(field: Field, value: unknown, related?: Record<string, { name?: string }>): unknown {
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'reference':
      return related?.[String(value)]?.name ?? value;
    case 'select':
      return field.options?.find((o) => o.id === value)?.name ?? value;
    case 'flag':
      return value === 1 || value === true ? 'Sí' : 'No';
    case 'permissions':
      return Array.isArray(value) ? value.join(', ') : value;
    case 'datetime':
      return formatDateTime(value);
    default:
      return value;
  }
}
