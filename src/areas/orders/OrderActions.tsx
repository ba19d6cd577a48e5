/**
 * Row buttons of the order lists: Listo (enlistment), Entregar (deliveries) and Reversar
 * (Reversion, after a confirmation). Each shows the server's message and refreshes the list:
 * the order leaves the list it was in.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import DoneIcon from '@mui/icons-material/Done';
import HandshakeIcon from '@mui/icons-material/Handshake';
import UndoIcon from '@mui/icons-material/Undo';
import { useIdempotencyKey } from '../../dataProvider/useIdempotencyKey';
import type { AppDataProvider } from '../../dataProvider';
import { useCallMutation } from '../../dataProvider/hooks';
import { REVERSE_CONFIRM, type Order, type PosStore } from '../../domain/orders';
import { RowAction } from '../../app/generic/actions';

/** One call per click (a second click while it runs does nothing); its answer, then the list refreshed. */
function useOrderCall<A>(call: (dp: AppDataProvider, args: A) => Promise<{ message: string }>) {
  const notify = useNotify();
  const refresh = useRefresh();
  const mutation = useCallMutation(call);
  // Set at once, not at the next render as isPending is: a double click sends one call.
  const running = useRef(false);
  const run = (args: A, onSettled?: () => void) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(args, {
      onSuccess: ({ message }) => notify(message, { type: 'info' }),
      onError: (error) => notify(error.message, { type: 'error' }),
      onSettled: () => {
        running.current = false;
        onSettled?.();
        refresh();
      },
    });
  };
  return { run, isPending: mutation.isPending };
}

/** One step of the order's flow as a row button: the call, then the server's message. */
function StepButton({
  label,
  icon,
  call,
}: {
  label: string;
  icon: ReactNode;
  call: (dp: AppDataProvider, order: Order) => Promise<{ message: string }>;
}) {
  const order = useRecordContext<Order>();
  const { run } = useOrderCall(call);
  if (!order) return null;
  return <RowAction label={label} icon={icon} onClick={() => run(order)} />;
}

export function ReadyButton({ store }: { store: PosStore }) {
  return <StepButton label="Listo" icon={<DoneIcon fontSize="small" />} call={(dp, order) => dp.markReady(store, order.id)} />;
}

export function DeliverButton({ store }: { store: PosStore }) {
  return <StepButton label="Entregar" icon={<HandshakeIcon fontSize="small" />} call={(dp, order) => dp.dispatch(store, [order.id])} />;
}

export function ReverseButton({ store }: { store: PosStore }) {
  const order = useRecordContext<Order>();
  // A retried click replays the first answer.
  const idempotency = useIdempotencyKey();
  const reverse = useOrderCall(async (dp, { id, key }: { id: Order['id']; key: string }) => {
    const answer = await dp.reverseOrder(store, id, key);
    idempotency.done();
    return answer;
  });
  const [open, setOpen] = useState(false);
  if (!order) return null;
  const confirm = () => reverse.run({ id: order.id, key: idempotency.keyFor(order.id) }, () => setOpen(false));
  return (
    <>
      <RowAction label="Reversar" color="error" icon={<UndoIcon fontSize="small" />} onClick={() => setOpen(true)} />
      <Confirm
        isOpen={open}
        loading={reverse.isPending}
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
