/** The note a close with a difference asks its author for, once (issue 34). */
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Button, Stack, TextField } from '@mui/material';
import type { CashClose } from '../../../domain/cashClose';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCallMutation } from '../../../dataProvider/hooks';

export function CloseNoteForm({
  close,
  onSaved,
}: {
  close: CashClose;
  onSaved?: (close: CashClose) => void;
}) {
  const translate = useTranslate();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // Every close list and report on screen shows the note's state: all are read again once it is saved.
  const save = useCallMutation((dp, nota: string) => dp.closeNote(close.id, nota), {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(['cashclose']) }),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!note.trim()) return setError(translate('credentials.cashclose.note_required'));
    save.mutate(note.trim(), { onSuccess: onSaved, onError: (err) => setError(err.message) });
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ mt: 2, maxWidth: 720 }}>
      <Alert severity="warning">{translate('credentials.cashclose.note_asked')}</Alert>
      <TextField
        label={translate('credentials.cashclose.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        required
        autoFocus
        error={Boolean(error)}
        helperText={error ?? ' '}
      />
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {translate('credentials.cashclose.save_note')}
      </Button>
    </Stack>
  );
}
