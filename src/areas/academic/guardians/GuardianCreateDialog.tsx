/**
 * 'Nuevo Acudiente' from the guardians' dialog (spec part 2 §2): the guardian's fields and
 * Guardar; the new guardian becomes the student's. Checked with the guardian definition's
 * schema first (its first message, in order), then by the server.
 */
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { createSchema, issuesToErrors } from '../../../domain/fields';
import { guardiansResource } from '../../../domain/resources';
import type { PickRow } from '../../../dataProvider/calls/academic';
import { domainKeys } from '../../../i18n/domain-messages';
import { InfoDialog } from '../../../kit/ui/InfoDialog';

const FIELDS = guardiansResource.fields;
const schema = createSchema(FIELDS);
const TYPE_DOC = 'type_doc';
/** The guardian's fields after the document type, with their input type. */
const INPUTS: [source: string, type: string][] = [
  ['num_doc', 'text'],
  ['name', 'text'],
  ['fechaNacimiento', 'date'],
  ['address', 'text'],
  ['phone', 'text'],
  ['cellphone', 'text'],
  ['email', 'email'],
];
const EMPTY: Record<string, string> = Object.fromEntries(Object.keys(FIELDS).map((source) => [source, '']));

export function GuardianCreateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (guardian: PickRow) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [values, setValues] = useState<Record<string, string>>({ ...EMPTY, type_doc: '1' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    // An empty optional field is absent, not an empty e-mail or date.
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    const input = { ...filled, type_doc: Number(values.type_doc) };
    const checked = schema.safeParse(input);
    if (!checked.success)
      return setProblem(issuesToErrors(checked.error.issues, Object.keys(FIELDS)).message);
    setBusy(true);
    try {
      const { data } = await dataProvider.create(guardiansResource.name, { data: checked.data });
      setValues({ ...EMPTY, type_doc: '1' });
      onCreated({ id: Number(data.id), name: String(data.name), num_doc: String(data.num_doc) });
    } catch (e) {
      setProblem(`${translate('academic.pick.failed')} ${e instanceof Error ? e.message : ''}`.trim());
    } finally {
      setBusy(false);
    }
  };

  const input = (source: string, type = 'text') => (
    <TextField
      key={source}
      label={translate(domainKeys.field(guardiansResource.name, source))}
      type={type}
      value={values[source]}
      onChange={(e) => setValues({ ...values, [source]: e.target.value })}
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
      size="small"
      fullWidth
    />
  );

  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby="new-guardian-title" maxWidth="sm" fullWidth>
        <DialogTitle id="new-guardian-title">{translate('academic.pick.new_guardian')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              select
              label={translate(domainKeys.field(guardiansResource.name, TYPE_DOC))}
              value={values.type_doc}
              onChange={(e) => setValues({ ...values, type_doc: e.target.value })}
              size="small"
            >
              {(FIELDS.type_doc.options ?? []).map((option) => (
                <MenuItem key={option.id} value={String(option.id)}>
                  {translate(domainKeys.option(guardiansResource.name, TYPE_DOC, option.id))}
                </MenuItem>
              ))}
            </TextField>
            {INPUTS.map(([source, type]) => input(source, type))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={save} disabled={busy}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
      <InfoDialog open={problem !== null} message={problem ?? ''} onClose={() => setProblem(null)} />
    </>
  );
}
