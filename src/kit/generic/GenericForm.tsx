/**
 * The generic create and edit of a resource definition: its fields' inputs in order, the same
 * validation the server runs, the spec's success and failure messages. An area may give its own
 * input for a field (`inputs`), fix values (`fixed`) or filter a reference's choices.
 */
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import {
  Create,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useStore,
  useRedirect,
  useResourceContext,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useFormState, type FieldErrors } from 'react-hook-form';
import type { ResourceDef } from '../../domain/resource';
import { InfoDialog } from '../ui/InfoDialog';
import { SAVED_DIALOG_KEY } from '../ui/SavedDialog';
import { BackButton } from './actions';
import { localizedResolver } from './clientSchema';
import { DEFAULT_LOCALE } from '../../i18n/locales';
import { FieldInput } from './inputs';
import { ReadBackSync, useReadBackOnConflict } from './readBack';
import { domainKeys } from '../../i18n/domain-messages';

// A save's success stays one while its answer refreshes the record (leaving is not blocked); a
// refusal's messages stay while the record is read again after it.
const KEEP_CHANGES = {
  keepDirtyValues: true,
  keepIsSubmitSuccessful: true,
  keepErrors: true,
  keepSubmitCount: true,
};

/** First message of a failed form, in the resource's validation order. */
export function firstError(def: ResourceDef, errors: FieldErrors): string | null {
  const order = [...(def.validationOrder ?? []), ...Object.keys(def.fields)];
  for (const key of order) {
    const message = errors[key]?.message;
    if (typeof message === 'string') return message;
  }
  return null;
}

/** With a fixed validation order (roles) the first problem of a refused submit is shown in a dialog. */
function InvalidSubmitDialog({ def }: { def: ResourceDef }) {
  const { submitCount, errors, isSubmitSuccessful } = useFormState();
  // Open after each refused submit until dismissed; typing does not reopen it.
  const [dismissedAt, setDismissedAt] = useState(0);
  const message = submitCount > dismissedAt && !isSubmitSuccessful ? firstError(def, errors) : null;
  return (
    <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setDismissedAt(submitCount)} />
  );
}

interface FormOptions {
  /** Values a store view fixes: no input, always sent. */
  fixed?: Record<string, unknown>;
  /** An area's own input for some fields (a picker dialog instead of a select), by source. */
  inputs?: Record<string, ReactNode>;
  /** Fixed filters of reference choices, per field. */
  referenceFilters?: Record<string, Record<string, unknown>>;
  /** The save button's text key where the spec names it (access control's 'Crear Turno'). */
  saveLabel?: string;
}

/** The form of a definition, for a page that holds it itself (a create card above a list). */
export function ResourceForm({
  def,
  mode,
  children,
  fixed = {},
  referenceFilters = {},
  inputs = {},
  saveLabel = 'ra.action.save',
  conflicts = 0,
}: { def: ResourceDef; mode: 'create' | 'edit'; children?: ReactNode; conflicts?: number } & FormOptions) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const resolver = useMemo(
    () => localizedResolver(def, mode, translate, locale === DEFAULT_LOCALE),
    [def, mode, translate, locale],
  );
  const defaults = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(def.fields)
          .filter(([, f]) => f.defaultValue !== undefined)
          .map(([k, f]) => [k, f.defaultValue])
          .concat(Object.entries(fixed)),
      ),
    [def, fixed],
  );
  const fields = Object.entries(def.fields).filter(
    ([source, f]) =>
      !(source in fixed) && (mode === 'create' ? !f.createHidden : (f.onEdit ?? 'editable') !== 'hidden'),
  );
  return (
    <SimpleForm
      resolver={resolver}
      defaultValues={mode === 'create' ? defaults : undefined}
      warnWhenUnsavedChanges
      // Read again after a conflict (readBack.tsx), the record leaves what the person changed as it is.
      resetOptions={mode === 'edit' && def.readBack ? KEEP_CHANGES : undefined}
      // The definition's rules speak (in the interface's language), not the browser's own checks of
      // an input's min and max, which would block the submit with a tooltip in the browser's language.
      noValidate
      // Deleting is done from the list, with the spec's confirmation.
      toolbar={
        <Toolbar>
          {/* A new record's button answers even untouched: pressed empty, it says which fields are missing. */}
          <SaveButton label={saveLabel} alwaysEnable={mode === 'create'} />
        </Toolbar>
      }
      sx={{ maxWidth: 720 }}
    >
      {fields.map(([source, field]) =>
        source in inputs ? (
          <Fragment key={source}>{inputs[source]}</Fragment>
        ) : (
          <FieldInput
            key={source}
            def={def}
            source={source}
            field={field}
            readOnly={mode === 'edit' && field.onEdit === 'readonly'}
            filter={referenceFilters[source]}
          />
        ),
      )}
      {def.validationOrder && <InvalidSubmitDialog def={def} />}
      {mode === 'edit' && def.readBack && <ReadBackSync def={def} conflicts={conflicts} />}
      {children}
    </SimpleForm>
  );
}

/** The catalog key of a save's success: the definition's own message where the spec names one, else the generic one. */
export function savedMessageKey(def: ResourceDef, mode: 'create' | 'edit'): string {
  const which = mode === 'create' ? 'created' : 'updated';
  return def.messages?.[which] ? domainKeys.resourceMessage(def.name, which) : `app.generic.${which}`;
}

/** After a save: the spec's success message (a catalog key), then back to the list; a notice, or the list's information dialog. */
function useSaved(def: ResourceDef, mode: 'create' | 'edit', resource?: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const current = useResourceContext({ resource });
  const [, showSaved] = useStore<string | null>(SAVED_DIALOG_KEY, null);
  const message = translate(savedMessageKey(def, mode));
  return () => {
    if (def.savedDialog) showSaved(message);
    else notify(message, { type: 'success' });
    redirect('list', current);
  };
}

/**
 * A failed create where the spec names its lead ('Error creando estudiante' plus the error, part 2
 * §8): the lead, then the server's reason; field errors still show under their fields. Other
 * resources keep react-admin's notice (the reason alone, none for field errors).
 */
function useCreateFailed(def: ResourceDef): ((error: unknown) => void) | undefined {
  const notify = useNotify();
  const translate = useTranslate();
  if (!def.messages?.createFailed) return undefined;
  return (error: unknown) =>
    notify(
      translate('app.generic.failed_because', {
        lead: translate(domainKeys.resourceMessage(def.name, 'createFailed')),
        reason:
          error instanceof Error && error.message ? error.message : translate('app.errors.server_error'),
      }),
      { type: 'error' },
    );
}

/** The definition's singular name, lower-cased as the titles use it ('Nuevo usuario'). */
function useSingular(def: ResourceDef) {
  const translate = useTranslate();
  return translate(domainKeys.resourceName(def.name), { smart_count: 1 }).toLowerCase();
}

/** `title`: a catalog key where the spec names the screen (ESTUDIANTE); 'Nuevo …' / 'Editar …' by default. */
type ScreenProps = { def: ResourceDef; resource?: string; title?: string } & FormOptions;

export function GenericCreate({ def, resource, title, ...options }: ScreenProps) {
  const onSuccess = useSaved(def, 'create', resource);
  const onError = useCreateFailed(def);
  const translate = useTranslate();
  const name = useSingular(def);
  return (
    <Create
      resource={resource}
      title={translate(title ?? 'app.generic.create_title', { name })}
      actions={<BackButton />}
      mutationOptions={{ onSuccess, onError }}
    >
      <ResourceForm def={def} mode="create" {...options} />
    </Create>
  );
}

export function GenericEdit({ def, resource, title, ...options }: ScreenProps) {
  const onSuccess = useSaved(def, 'edit', resource);
  // Conflicts so far (409 on save): the form then shows the record as read again (readBack.tsx).
  const [conflicts, setConflicts] = useState(0);
  const onError = useReadBackOnConflict(def, resource, () => setConflicts((n) => n + 1));
  const translate = useTranslate();
  const name = useSingular(def);
  return (
    <Edit
      resource={resource}
      title={translate(title ?? 'app.generic.edit_title', { name })}
      actions={<BackButton />}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess, onError }}
    >
      <ResourceForm def={def} mode="edit" conflicts={conflicts} {...options} />
    </Edit>
  );
}
