/**
 * Plus and minus per product row: 'Ingrese la cantidad', cancelling does nothing. Unlike the
 * old system the number is checked (a whole number above zero) here and again on the server,
 * which also refuses taking stock below zero.
 */
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, type Identifier } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import { MAX_STOCK_STEP, STOCK_PROMPT } from '../../domain/inventory';
import { useIdempotencyKey } from '../../dataProvider/useIdempotencyKey';
import { useCallMutation } from '../../dataProvider/hooks';
import { RowAction } from '../../app/generic/actions';

type Direction = 'add' | 'minus';

export function countProblem(text: string): string | null {
  if (!/^\d+$/.test(text.trim())) return 'La cantidad debe ser un número entero';
  const count = Number(text);
  if (count < 1) return 'La cantidad debe ser mayor a 0';
  if (count > MAX_STOCK_STEP) return `La cantidad no puede superar ${MAX_STOCK_STEP.toLocaleString('es-CO')}`;
  return null;
}

export function StockButtons() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [direction, setDirection] = useState<Direction | null>(null);
  const [count, setCount] = useState('');
  const idempotency = useIdempotencyKey();
  const moveStock = useCallMutation(
    (dp, { id, direction, count, key }: { id: Identifier; direction: Direction; count: number; key: string }) =>
      dp.moveStock(id, direction, count, key),
  );
  const busy = moveStock.isPending;
  if (!record) return null;
  const problem = count ? countProblem(count) : null;

  const open = (d: Direction) => {
    setCount('');
    setDirection(d);
  };
  const close = () => setDirection(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!direction || countProblem(count) || busy) return;
    const request = { id: record.id, direction, count: Number(count) };
    moveStock.mutate(
      { ...request, key: idempotency.keyFor(request) },
      {
        onSuccess: (message) => {
          notify(message, { type: 'success' });
          idempotency.done();
          close();
          refresh();
        },
        onError: (err) => notify(err.message, { type: 'error' }),
      },
    );
  };

  return (
    <>
      <RowAction label="Aumentar stock" icon={<AddIcon fontSize="small" />} onClick={() => open('add')} />
      <RowAction label="Disminuir stock" icon={<RemoveIcon fontSize="small" />} onClick={() => open('minus')} />
      <Dialog open={direction !== null} onClose={close} onClick={(e) => e.stopPropagation()} maxWidth="xs" fullWidth>
        <form onSubmit={submit}>
          <DialogTitle>{direction === 'add' ? 'Aumentar stock' : 'Disminuir stock'}</DialogTitle>
          <DialogContent>
            <TextField
              label={STOCK_PROMPT}
              value={count}
              onChange={(e) => setCount(e.target.value.trim())}
              autoFocus
              fullWidth
              margin="dense"
              error={!!problem}
              helperText={problem ?? `${String(record.name)} · stock actual ${String(record.stock)}`}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancelar</Button>
            <Button type="submit" variant="contained" disabled={!count || !!problem || busy}>
              Aceptar
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
