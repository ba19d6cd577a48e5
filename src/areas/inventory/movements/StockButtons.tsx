/**
 * Plus and minus per product row: 'Ingrese la cantidad', cancelling does nothing. Unlike the
 * old system the number is checked (a whole number above zero) here and again on the server,
 * which also refuses taking stock below zero.
 */
import { useState } from 'react';
import {
  useLocale,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import { MAX_STOCK_STEP } from '../../../domain/inventory';
import { useIdempotencyKey } from '../../../dataProvider/useIdempotencyKey';
import { useCallMutation } from '../../../dataProvider/hooks';
import { RowAction } from '../../../kit/generic/actions';
import { intlLocale } from '../../../kit/format';

type Direction = 'add' | 'minus';

/** What is wrong with a typed quantity, as a catalog key (its text takes `%{max}`); null when fine. */
export function countProblem(text: string): string | null {
  if (!/^\d+$/.test(text.trim())) return 'inventory.stock.not_whole';
  const count = Number(text);
  if (count < 1) return 'inventory.stock.not_positive';
  if (count > MAX_STOCK_STEP) return 'inventory.stock.too_big';
  return null;
}

export function StockButtons() {
  const record = useRecordContext();
  const notify = useNotify();
  const translate = useTranslate();
  // Spanish keeps the school's grouping (100.000).
  const numberLocale = intlLocale(useLocale());
  const refresh = useRefresh();
  const [direction, setDirection] = useState<Direction | null>(null);
  const [count, setCount] = useState('');
  const idempotency = useIdempotencyKey();
  const moveStock = useCallMutation(
    (
      dp,
      { id, direction, count, key }: { id: Identifier; direction: Direction; count: number; key: string },
    ) => dp.moveStock(id, direction, count, key),
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
        // The server's answer is always 'Stock actualizado': the catalog says it in either language.
        onSuccess: () => {
          notify(translate('inventory.stock.updated'), { type: 'success' });
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
      <RowAction
        label={translate('inventory.stock.add')}
        icon={<AddIcon fontSize="small" />}
        onClick={() => open('add')}
      />
      <RowAction
        label={translate('inventory.stock.minus')}
        icon={<RemoveIcon fontSize="small" />}
        onClick={() => open('minus')}
      />
      <Dialog
        open={direction !== null}
        onClose={close}
        onClick={(e) => e.stopPropagation()}
        maxWidth="xs"
        fullWidth
      >
        <form onSubmit={submit}>
          <DialogTitle>
            {translate(direction === 'add' ? 'inventory.stock.add' : 'inventory.stock.minus')}
          </DialogTitle>
          <DialogContent>
            <TextField
              label={translate('inventory.stock.prompt')}
              value={count}
              onChange={(e) => setCount(e.target.value.trim())}
              autoFocus
              fullWidth
              margin="dense"
              error={!!problem}
              helperText={
                problem
                  ? translate(problem, { max: MAX_STOCK_STEP.toLocaleString(numberLocale) })
                  : translate('inventory.stock.current', {
                      name: String(record.name),
                      stock: String(record.stock),
                    })
              }
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('inventory.stock.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!count || !!problem || busy}>
              {translate('inventory.stock.accept')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
