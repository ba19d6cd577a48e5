/** One list column per field kind; labels and option names from the catalog. */
import {
  DataTable,
  FunctionField,
  ReferenceField,
  SelectField,
  TextField,
  type TranslateFunction,
  useTranslate,
} from 'react-admin';
import { Avatar, Chip, Stack } from '@mui/material';
import type { Field } from '../../domain/fields';
import type { ResourceDef } from '../../domain/resource';
import { formatMoney } from '../../domain/money';
import { imageUrl } from '../../dataProvider/instance';
import { domainKeys } from '../../i18n/domain-messages';
import { chosenOptionChips, LabelChips } from '../ui/LabelChips';
import { useSealSet } from '../ui/useSealSet';
import type { SealSetId } from '../../domain/foodLabels';

export const formatDateTime = (value: unknown) =>
  value ? new Date(String(value)).toLocaleString('es-CO', { dateStyle: 'short', timeStyle: 'short' }) : '';

/** A select field's options with their catalog keys as names: react-admin translates them. */
export const optionChoices = (def: ResourceDef, source: string, field: Field) =>
  (field.options ?? []).map((option) => ({
    id: option.id,
    name: domainKeys.option(def.name, source, option.id),
  }));

const isOn = (value: unknown) => value === 1 || value === true;

/** Whole days from today (the browser's calendar day) to a 'YYYY-MM-DD' date; negative once past. */
export function daysUntil(day: string, today = new Date()): number {
  const [y, m, d] = day.split('-').map(Number);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((Date.UTC(y, m - 1, d) - start) / 86_400_000);
}

/** A date with its flag once it is near (`dueWithinDays`) or past: a driver's licence. */
function DueDate({
  value,
  within,
  translate,
}: {
  value: unknown;
  within: number;
  translate: TranslateFunction;
}) {
  if (typeof value !== 'string' || !value) return null;
  const days = daysUntil(value);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{value}</span>
      {days < 0 ? (
        <Chip size="small" color="error" label={translate('app.generic.overdue')} />
      ) : days <= within ? (
        <Chip
          size="small"
          // The warning Alert's colours: MUI's orange chip leaves white text below 4.5:1.
          sx={{ bgcolor: '#fff4e5', color: '#663c00', border: '1px solid #ffb74d' }}
          label={
            days === 0
              ? translate('app.generic.due_today')
              : translate('app.generic.due_in', { smart_count: days })
          }
        />
      ) : null}
    </Stack>
  );
}

export function fieldColumn(def: ResourceDef, source: string, field: Field, translate: TranslateFunction) {
  const label = domainKeys.field(def.name, source);
  switch (field.kind) {
    case 'reference':
      return (
        <DataTable.Col key={source} source={source} label={label}>
          <ReferenceField source={source} reference={field.reference ?? ''} link={false} emptyText="—">
            <TextField source="name" />
          </ReferenceField>
        </DataTable.Col>
      );
    case 'select':
      return (
        <DataTable.Col key={source} source={source} label={label}>
          <SelectField source={source} choices={optionChoices(def, source, field)} />
        </DataTable.Col>
      );
    case 'flag':
      return (
        <DataTable.Col
          key={source}
          source={source}
          label={label}
          render={(r: Record<string, unknown>) =>
            translate(isOn(r[source]) ? 'ra.boolean.true' : 'ra.boolean.false')
          }
        />
      );
    case 'money':
      return (
        <DataTable.Col
          key={source}
          source={source}
          label={label}
          align="right"
          render={(r: Record<string, unknown>) => formatMoney(Number(r[source] ?? 0))}
        />
      );
    case 'image':
      return (
        <DataTable.Col key={source} label={label} disableSort>
          <FunctionField
            render={(r: { url?: string; name?: string }) => (
              <Avatar src={imageUrl(r.url)} alt={r.name ?? translate(label)} variant="rounded" />
            )}
          />
        </DataTable.Col>
      );
    case 'datetime':
      return (
        <DataTable.Col
          key={source}
          source={source}
          label={label}
          render={(r: Record<string, unknown>) => formatDateTime(r[source])}
        />
      );
    case 'multiselect':
      return (
        <DataTable.Col
          key={source}
          label={label}
          disableSort
          render={(r: Record<string, unknown>) => <ChosenChips def={def} source={source} value={r[source]} />}
        />
      );
    case 'permissions':
      return (
        <DataTable.Col
          key={source}
          label={label}
          disableSort
          render={(r: Record<string, unknown>) =>
            translate('app.generic.permission_count', {
              smart_count: Array.isArray(r[source]) ? (r[source] as unknown[]).length : 0,
            })
          }
        />
      );
    case 'date':
      return field.dueWithinDays === undefined ? (
        <DataTable.Col key={source} source={source} label={label} />
      ) : (
        <DataTable.Col
          key={source}
          source={source}
          label={label}
          render={(r: Record<string, unknown>) => (
            <DueDate value={r[source]} within={field.dueWithinDays!} translate={translate} />
          )}
        />
      );
    default:
      return <DataTable.Col key={source} source={source} label={label} />;
  }
}

/** A column of one of the definition's marks (ResourceDef `marks`): its label as a chip where it holds. */
export function markColumn(def: ResourceDef, key: string, translate: TranslateFunction) {
  const label = domainKeys.mark(def.name, key);
  return (
    <DataTable.Col
      key={`mark-${key}`}
      label={label}
      disableSort
      render={(r: Record<string, unknown>) =>
        isOn(r[key]) ? (
          // The warning Alert's colours, as a date about to fall due.
          <Chip size="small" sx={{ bgcolor: '#fff4e5', color: '#663c00' }} label={translate(label)} />
        ) : null
      }
    />
  );
}

/** A multiselect's chosen options as chips; seals in the words of the school's set. */
function ChosenChips({ def, source, value }: { def: ResourceDef; source: string; value: unknown }) {
  const translate = useTranslate();
  // Only a seal field asks for the school's set.
  const seals = useSealSet(def.fields[source]?.look === 'seal');
  return <LabelChips items={chosenOptionChips(def, source, value, translate, seals)} />;
}

/** The value a spreadsheet cell shows for a field. */
export function cellValue(
  def: ResourceDef,
  source: string,
  value: unknown,
  translate: TranslateFunction,
  related?: Record<string, { name?: string }>,
  /** The school's seal set, for a seal's words. */
  seals?: SealSetId,
): unknown {
  const field = def.fields[source];
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'reference':
      return related?.[String(value)]?.name ?? value;
    case 'select':
      return field.options?.some((o) => o.id === value)
        ? translate(domainKeys.option(def.name, source, value as string | number))
        : value;
    case 'flag':
      return translate(isOn(value) ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'multiselect':
      return chosenOptionChips(def, source, value, translate, seals)
        .map((chip) => chip.text)
        .join(', ');
    case 'permissions':
      return Array.isArray(value) ? value.join(', ') : value;
    case 'datetime':
      return formatDateTime(value);
    default:
      return value;
  }
}
