/**
 * The report's *Resolución* cell: how a refused late sale was settled (charged later or written off,
 * with the note and who), or, while it is not, *Cobrar* (confirmed, under the online rules: a refusal
 * is shown and nothing changes) and *Descartar* (a required note).
 */
import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { formatMoney } from '../../../domain/money';
import type { OfflineSaleRow, ResolveLateSale } from '../../../domain/offlineSales';
import { useCallMutation } from '../../../dataProvider/hooks';
import { useIdempotencyKey } from '../../../dataProvider/useIdempotencyKey';
import { resolutionText } from './offlineSalesColumns';

export function ResolveLateSaleCell({ row }: { row: OfflineSaleRow }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const idempotency = useIdempotencyKey();
  const [asking, setAsking] = useState<'cobrar' | 'descartar' | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const settle = useCallMutation((dp, body: ResolveLateSale) =>
    dp.resolveLateSale(row.id, body, idempotency.keyFor({ id: row.id, ...body })),
  );

  if (row.resolucion) return <Typography variant="body2">{resolutionText(translate, row)}</Typography>;
  if (row.estado !== 'rechazada') return null;

  const send = (body: ResolveLateSale) =>
    settle.mutate(body, {
      onSuccess: ({ message }) => {
        idempotency.done();
        setAsking(null);
        notify(message, { type: 'success' });
        refresh();
      },
      onError: (e) => {
        setAsking(null);
        notify(e.message, { type: 'error', autoHideDuration: 8000 });
      },
    });

  const discard = () => {
    if (!note.trim()) {
      setNoteError(translate('admin.offline_sales.resolve.note_required'));
      return;
    }
    send({ accion: 'descartar', nota: note.trim() });
  };

  const who = row.estudiante ?? String(row.id_user);
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setAsking('cobrar')}
        aria-label={translate('admin.offline_sales.resolve.charge_for', { name: who })}
      >
        {translate('admin.offline_sales.resolve.charge')}
      </Button>
      <Button
        size="small"
        onClick={() => setAsking('descartar')}
        aria-label={translate('admin.offline_sales.resolve.discard_for', { name: who })}
      >
        {translate('admin.offline_sales.resolve.discard')}
      </Button>
      <Confirm
        isOpen={asking === 'cobrar'}
        loading={settle.isPending}
        title="admin.offline_sales.resolve.charge_title"
        content={translate('admin.offline_sales.resolve.charge_confirm', {
          total: formatMoney(row.total),
          name: who,
        })}
        confirm="admin.offline_sales.resolve.charge"
        onConfirm={() => send({ accion: 'cobrar' })}
        onClose={() => setAsking(null)}
      />
      <Dialog
        open={asking === 'descartar'}
        onClose={() => setAsking(null)}
        aria-labelledby={`discard-${row.id}`}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={`discard-${row.id}`}>
          {translate('admin.offline_sales.resolve.discard_title')}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            margin="dense"
            label={translate('admin.offline_sales.resolve.note')}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              setNoteError(null);
            }}
            error={noteError !== null}
            helperText={noteError ?? ' '}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={discard} disabled={settle.isPending}>
            {translate('admin.offline_sales.resolve.discard')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
