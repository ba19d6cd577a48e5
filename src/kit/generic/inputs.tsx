/**
 * One react-admin input per field kind; the same definition the server validates with. A kind
 * only one area knows how to edit (a role's permission tree) has no input here: that area gives
 * its own for the field through the form's `inputs`.
 */
import {
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  ImageField,
  ImageInput,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { confirmationOf, type Field } from '../../domain/fields';
import type { ResourceDef } from '../../domain/resource';
import { domainKeys } from '../../i18n/domain-messages';
import { optionChoices } from './columns';
import { LabelChip } from '../ui/LabelChips';
import { useSealSet } from '../ui/useSealSet';
import { sealSet } from '../../domain/foodLabels';

const flagFormat = (v: unknown) => v === 1 || v === true;
const flagParse = (v: boolean) => (v ? 1 : 0);

/** A reference whose choices follow other fields of the form (categories of the chosen store…). */
function ReferenceSelect({
  source,
  field,
  label,
  readOnly,
  filter,
}: {
  source: string;
  field: Field;
  label: string;
  readOnly?: boolean;
  filter?: Record<string, unknown>;
}) {
  const watched = useWatch({ name: Object.values(field.filterBy ?? {}) }) as unknown[];
  const dynamic = Object.fromEntries(
    Object.keys(field.filterBy ?? {})
      .map((key, i) => [key, watched[i]] as const)
      .filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  return (
    <ReferenceInput
      source={source}
      reference={field.reference ?? ''}
      perPage={200}
      filter={{ ...dynamic, ...filter }}
    >
      <SelectInput
        label={label}
        optionText="name"
        readOnly={readOnly}
        helperText={false}
        emptyText="app.generic.choose"
      />
    </ReferenceInput>
  );
}

export function FieldInput({
  def,
  source,
  field,
  readOnly,
  filter,
}: {
  def: ResourceDef;
  source: string;
  field: Field;
  readOnly?: boolean;
  /** Fixed filter of a reference's choices (a store view's store). */
  filter?: Record<string, unknown>;
}) {
  const translate = useTranslate();
  // A seal is offered only from the school's set, in its law's words (issue 35).
  const seals = useSealSet(field.look === 'seal');
  const label = domainKeys.field(def.name, source);
  const common = { source, label, readOnly, helperText: false as const };
  switch (field.kind) {
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} maxRows={6} fullWidth />;
    case 'email':
      return <TextInput {...common} type="email" autoComplete="off" fullWidth />;
    case 'password':
      return field.confirm ? (
        <>
          <PasswordInput {...common} autoComplete="new-password" />
          <PasswordInput
            source={confirmationOf(source)}
            label="app.generic.password_confirmation"
            readOnly={readOnly}
            helperText={false}
            autoComplete="new-password"
          />
        </>
      ) : (
        <PasswordInput {...common} autoComplete="new-password" />
      );
    case 'integer':
    case 'money':
      return <NumberInput {...common} step={1} min={field.min} max={field.max} />;
    case 'decimal':
      return <NumberInput {...common} step="any" min={field.min} max={field.max} />;
    case 'flag':
      return <BooleanInput {...common} format={flagFormat} parse={flagParse} />;
    case 'select':
      return (
        <SelectInput {...common} choices={optionChoices(def, source, field)} emptyText="app.generic.choose" />
      );
    case 'multiselect': {
      // Every option in sight, one tap each (a touch screen); a seal's box shows the seal itself.
      const offered = field.look === 'seal' ? new Set(sealSet(seals).map((s) => s.id)) : null;
      const choices = optionChoices(def, source, field)
        .filter((c) => !offered || offered.has(String(c.id)))
        .map((c) => (field.look === 'seal' ? { ...c, name: domainKeys.seal(seals, String(c.id)) } : c));
      return (
        <CheckboxGroupInput
          {...common}
          row
          choices={choices}
          translateChoice={false}
          optionText={(choice: { name: string }) =>
            field.look ? (
              // The group's legend names the field: each box is named by its option alone.
              <LabelChip text={translate(choice.name)} name={translate(choice.name)} look={field.look} />
            ) : (
              translate(choice.name)
            )
          }
        />
      );
    }
    case 'reference':
      return (
        <ReferenceSelect source={source} field={field} label={label} readOnly={readOnly} filter={filter} />
      );
    case 'time':
      return <TextInput {...common} type="time" slotProps={{ inputLabel: { shrink: true } }} />;
    case 'date':
      return <DateInput {...common} />;
    case 'image':
      return (
        <ImageInput
          source={source}
          label={label}
          accept={{ 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] }}
          maxSize={2 * 1024 * 1024}
          // The drop zone's hidden file input is what a screen reader reaches: it needs the field's name.
          inputProps={{ 'aria-label': translate(label) }}
          placeholder={<p>{translate('app.generic.image_drop')}</p>}
        >
          <ImageField
            source="src"
            // eslint-disable-next-line i18next/no-literal-string -- the record's field that holds the file name
            title="title"
          />
        </ImageInput>
      );
    default:
      return <TextInput {...common} fullWidth />;
  }
}
