/** One react-admin input per field kind; the same definition the server validates with. */
import {
  BooleanInput,
  DateInput,
  ImageField,
  ImageInput,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Field } from '../../domain/fields';
import { PermissionTreeInput } from '../../areas/admin/PermissionTreeInput';

const flagFormat = (v: unknown) => v === 1 || v === true;
const flagParse = (v: boolean) => (v ? 1 : 0);

/** A reference whose choices follow other fields of the form (categories of the chosen store…). */
function ReferenceSelect({ source, field, readOnly, filter }: { source: string; field: Field; readOnly?: boolean; filter?: Record<string, unknown> }) {
  const watched = useWatch({ name: Object.values(field.filterBy ?? {}) }) as unknown[];
  const dynamic = Object.fromEntries(
    Object.keys(field.filterBy ?? {})
      .map((key, i) => [key, watched[i]] as const)
      .filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  return (
    <ReferenceInput source={source} reference={field.reference ?? ''} perPage={200} filter={{ ...dynamic, ...filter }}>
      <SelectInput label={field.label} optionText="name" readOnly={readOnly} helperText={false} emptyText="Seleccione…" />
    </ReferenceInput>
  );
}

export function FieldInput({
  source,
  field,
  readOnly,
  filter,
}: {
  source: string;
  field: Field;
  readOnly?: boolean;
  /** Fixed filter of a reference's choices (a store view's store). */
  filter?: Record<string, unknown>;
}) {
  const common = { source, label: field.label, readOnly, helperText: false as const };
  switch (field.kind) {
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} maxRows={6} fullWidth />;
    case 'email':
      return <TextInput {...common} type="email" autoComplete="off" fullWidth />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'integer':
    case 'money':
      return <NumberInput {...common} step={1} min={field.min} max={field.max} />;
    case 'flag':
      return <BooleanInput {...common} format={flagFormat} parse={flagParse} />;
    case 'select':
      return <SelectInput {...common} choices={[...(field.options ?? [])]} emptyText="Seleccione…" />;
    case 'reference':
      return <ReferenceSelect source={source} field={field} readOnly={readOnly} filter={filter} />;
    case 'time':
      return <TextInput {...common} type="time" slotProps={{ inputLabel: { shrink: true } }} />;
    case 'date':
      return <DateInput {...common} />;
    case 'image':
      return (
        <ImageInput
          source={source}
          label={field.label}
          accept={{ 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] }}
          maxSize={2 * 1024 * 1024}
          // The drop zone's hidden file input is what a screen reader reaches: it needs the field's name.
          inputProps={{ 'aria-label': field.label }}
          placeholder={<p>Arrastre una imagen .jpg o .png (máx. 2 MB) o haga clic para elegirla</p>}
        >
          <ImageField source="src" title="title" />
        </ImageInput>
      );
    case 'permissions':
      return <PermissionTreeInput source={source} label={field.label} />;
    default:
      return <TextInput {...common} fullWidth />;
  }
}
