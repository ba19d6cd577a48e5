/**
 * A report's person, typed by document and looked up once per document (on leaving the field
 * or on Buscar): the field shows the person's name below it, or why there is none. Optional
 * where the report covers everyone when it is empty (access control's).
 */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';

export interface DocumentPerson {
  id: number;
  name: string;
  num_doc: string;
}

export function usePersonByDocument({
  lookup,
  label,
  requiredMessage,
}: {
  lookup: (document: string) => Promise<DocumentPerson>;
  /** A catalog key. */
  label: string;
  /** A catalog key; absent, an empty field means everyone (null). */
  requiredMessage?: string;
}) {
  const translate = useTranslate();
  const find = useMutation({ mutationFn: lookup });
  const [document, setDocument] = useState('');
  const [person, setPerson] = useState<DocumentPerson | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /** The person of the typed document, null for an empty optional field, or the message why there is none. */
  const resolve = async (): Promise<DocumentPerson | null | string> => {
    const doc = document.trim();
    if (!doc) return requiredMessage ? translate(requiredMessage) : null;
    if (person && person.num_doc === doc) return person;
    try {
      const found = await find.mutateAsync(doc);
      setPerson(found);
      setProblem(null);
      return found;
    } catch (err) {
      setPerson(null);
      return err instanceof Error ? err.message : String(err);
    }
  };

  /** As `resolve`, also showing a refusal under the field. */
  const resolveShown = async () => {
    const found = await resolve();
    setProblem(typeof found === 'string' ? found : null);
    return found;
  };

  const field = (
    <TextField
      label={translate(label)}
      value={document}
      onChange={(e) => {
        setDocument(e.target.value);
        setProblem(null);
      }}
      onBlur={() => {
        if (document.trim()) void resolveShown();
      }}
      error={problem !== null}
      helperText={problem ?? (person && person.num_doc === document.trim() ? person.name : ' ')}
      sx={{ width: { md: 260 } }}
    />
  );
  return { field, resolve: resolveShown };
}
