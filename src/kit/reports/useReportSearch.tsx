/** What every report screen shares: the search's busy state, its result, and the refusal dialog. */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Button, CircularProgress, TextField } from '@mui/material';
import { InfoDialog } from '../ui/InfoDialog';

export function useReportSearch<T>() {
  // Kept apart from the mutation's data, which empties while a search runs: the last result
  // stays on screen until the next one arrives.
  const [result, setResult] = useState<T | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const search = useMutation({
    mutationFn: (load: () => Promise<T>) => load(),
    onSuccess: (found) => setResult(found),
    /** A refusal clears the old result and shows the server's message. */
    onError: (err) => {
      setResult(null);
      setMessage(err.message);
    },
  });
  const dialog = (
    <InfoDialog open={message !== null} message={message ?? ''} onClose={() => setMessage(null)} />
  );
  return { result, busy: search.isPending, run: search.mutate, refuse: setMessage, dialog };
}

/** 'Fecha inicial' / 'Fecha final' (or one 'Fecha' for a report of one day) and Buscar, as every report lays them out. */
export function ReportDates({
  from,
  to,
  onFrom,
  onTo,
  busy,
  submitLabel = 'ra.action.search',
  single = false,
}: {
  from: string;
  to: string;
  onFrom: (v: string) => void;
  onTo: (v: string) => void;
  busy: boolean;
  /** The button's text key: Buscar unless the screen says (the restaurant's Generar). */
  submitLabel?: string;
  /** One day (the absences'): one field, `from`. */
  single?: boolean;
}) {
  const translate = useTranslate();
  const date = { slotProps: { inputLabel: { shrink: true } }, sx: { width: { md: 200 } } } as const;
  return (
    <>
      <TextField
        type="date"
        label={translate(single ? 'app.reports.day' : 'app.reports.from')}
        value={from}
        onChange={(e) => onFrom(e.target.value)}
        {...date}
      />
      {!single && (
        <TextField
          type="date"
          label={translate('app.reports.to')}
          value={to}
          onChange={(e) => onTo(e.target.value)}
          {...date}
        />
      )}
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? <CircularProgress size={20} color="inherit" /> : translate(submitLabel)}
      </Button>
    </>
  );
}
