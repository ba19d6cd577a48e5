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
import type { Field } from '../../domain/fields';
import { PermissionTreeInput } from '../admin/PermissionTreeInput';

const flagFormat = (v: unknown) => v === 1 || v === true;
const flagParse = (v: boolean) => (v ? 1 : 0);

export function FieldInput({ source, field, readOnly }: { source: string; field: Field; readOnly?: boolean }) {
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
      return (
        <ReferenceInput source={source} reference={field.reference ?? ''} perPage={100}>
          <SelectInput label={field.label} optionText="name" readOnly={readOnly} helperText={false} emptyText="Seleccione…" />
        </ReferenceInput>
      );
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
