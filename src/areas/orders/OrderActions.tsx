/**
 * Row buttons of the order lists: Listo (enlistment), Entregar (deliveries) and Reversar
 * (Reversion, after a confirmation). Each shows the server's message and refreshes the list:
 * the order leaves the list it was in.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import DoneIcon from '@mui/icons-material/Done';
import HandshakeIcon from '@mui/icons-material/Handshake';
import UndoIcon from '@mui/icons-material/Undo';
import { useIdempotencyKey } from '../../dataProvider/useIdempotencyKey';
import type { AppDataProvider } from '../../dataProvider';
import { REVERSE_CONFIRM, type Order, type PosStore } from '../../domain/orders';
import { RowAction } from '../../app/generic/actions';

/** Runs one call per click (a second click while it runs does nothing) and reports its answer. */
function useOrderCall() {
  const notify = useNotify();
  const refresh = useRefresh();
  const busy = useRef(false);
  return async (call: () => Promise<string>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      notify(await call(), { type: 'info' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      busy.current = false;
      refresh();
    }
  };
}

/** One step of the order's flow as a row button: the call, then the server's message. */
function StepButton({ label, icon, call }: { label: string; icon: ReactNode; call: (order: Order) => Promise<{ message: string }> }) {
  const order = useRecordContext<Order>();
  const run = useOrderCall();
  if (!order) return null;
  return <RowAction label={label} icon={icon} onClick={() => run(async () => (await call(order)).message)} />;
}

export function ReadyButton({ store }: { store: PosStore }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return <StepButton label="Listo" icon={<DoneIcon fontSize="small" />} call={(order) => dataProvider.markReady(store, order.id)} />;
}

export function DeliverButton({ store }: { store: PosStore }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return <StepButton label="Entregar" icon={<HandshakeIcon fontSize="small" />} call={(order) => dataProvider.dispatch(store, [order.id])} />;
}

export function ReverseButton({ store }: { store: PosStore }) {
  const order = useRecordContext<Order>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const run = useOrderCall();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // A retried click replays the first answer.
  const idempotency = useIdempotencyKey();
  if (!order) return null;
  const confirm = async () => {
    setBusy(true);
    await run(async () => {
      const answer = await dataProvider.reverseOrder(store, order.id, idempotency.keyFor(order.id));
      idempotency.done();
      return answer.message;
    });
    setBusy(false);
    setOpen(false);
  };
  return (
    <>
      <RowAction label="Reversar" color="error" icon={<UndoIcon fontSize="small" />} onClick={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        loading={busy}
        title={`Reversar el pedido #${order.id}`}
        content={REVERSE_CONFIRM}
        confirm="Reversar"
        cancel="Cancelar"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
