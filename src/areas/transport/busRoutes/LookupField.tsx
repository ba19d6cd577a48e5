/**
 * A field that finds one record by what is typed (a driver's or monitor's document, a bus's
 * plate): Enter or the search button asks the server; the record found is named under the
 * field, or the server's refusal ('No Existe Usuario', 'No Existe Vehiculo'). It starts from
 * `value`; the page gives it a new `key` when another route is chosen.
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

export interface LookupFieldProps<T> {
  label: string;
  /** What the found record shows as text in the field (its document or plate). */
  keyOf: (found: T) => string;
  /** How the found record is named under the field. */
  describe: (found: T) => string;
  value: T | null;
  onChange: (found: T | null) => void;
  lookup: (text: string) => Promise<T>;
  required?: boolean;
}

export function LookupField<T>({
  label,
  keyOf,
  describe,
  value,
  onChange,
  lookup,
  required,
}: LookupFieldProps<T>) {
  const translate = useTranslate();
  const [text, setText] = useState(value ? keyOf(value) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const search = async () => {
    if (!text.trim()) return;
    setBusy(true);
    try {
      onChange(await lookup(text));
      setProblem(null);
    } catch (err) {
      onChange(null);
      setProblem(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <TextField
      label={translate(label)}
      value={text}
      required={required}
      onChange={(e) => {
        setText(e.target.value);
        if (value) onChange(null);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          void search();
        }
      }}
      error={problem !== null}
      helperText={problem ?? (value ? describe(value) : translate('transport.routes.lookup_hint'))}
      fullWidth
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translate('transport.routes.lookup', { field: translate(label) })}
                onClick={() => void search()}
                disabled={busy}
                edge="end"
              >
                <SearchIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
