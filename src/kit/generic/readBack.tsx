/**
 * What an edit read and sends back with its save (`def.readBack`, issue 35: a student's allergies
 * as read). A save the server refuses because somebody changed the record meanwhile (409) reads
 * the record again; the fields each read-back snapshot names then show what is there now, while
 * the person's other changes stay (the form keeps its dirty values), so the next save is theirs
 * over what they have now seen.
 */
import { useEffect, useRef } from 'react';
import { useNotify, useRecordContext, useResourceContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { ResourceDef } from '../../domain/resource';
import { fieldErrorsOf } from '../../dataProvider/http';

/** The edit's failure handler for a definition with `readBack`: react-admin's notice, then a fresh read on a 409. */
export function useReadBackOnConflict(
  def: ResourceDef,
  resource: string | undefined,
  onConflict: () => void,
): ((error: unknown) => void) | undefined {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const current = useResourceContext({ resource });
  if (!def.readBack) return undefined;
  return (error: unknown) => {
    // As react-admin does: a refusal under fields is said by the form, anything else by a notice.
    if (Object.keys(fieldErrorsOf(error)).length === 0) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    }
    if ((error as { status?: number } | null)?.status !== 409) return;
    onConflict();
    void queryClient.invalidateQueries({ queryKey: [current, 'getOne'] });
  };
}

/**
 * Inside the edit's form: once the record is read again after the `conflicts`-th conflict, the
 * fields of each read-back snapshot that changed take what is there now (a save's own answer
 * changes nothing on the form: it is leaving).
 */
export function ReadBackSync({ def, conflicts }: { def: ResourceDef; conflicts: number }) {
  const record = useRecordContext();
  const { setValue } = useFormContext();
  const seen = useRef<Record<string, string>>({});
  const applied = useRef(0);
  useEffect(() => {
    for (const key of Object.keys(def.readBack ?? {})) {
      const snapshot: unknown = record?.[key];
      const text = JSON.stringify(snapshot ?? null);
      const changed = key in seen.current && seen.current[key] !== text;
      seen.current[key] = text;
      if (!changed || conflicts <= applied.current || !snapshot || typeof snapshot !== 'object') continue;
      for (const [field, value] of Object.entries(snapshot)) setValue(field, value);
      setValue(key, snapshot);
      applied.current = conflicts;
    }
  }, [def, record, setValue, conflicts]);
  return null;
}
