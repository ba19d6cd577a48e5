/**
 * Row buttons of the order lists: Listo (enlistment), Entregar (deliveries) and Reversar
 * (Reversion, after a confirmation). Each says what the server did and refreshes the list:
 * the order leaves the list it was in.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import DoneIcon from '@mui/icons-material/Done';
import HandshakeIcon from '@mui/icons-material/Handshake';
import UndoIcon from '@mui/icons-material/Undo';
import { useIdempotencyKey } from '../../../dataProvider/useIdempotencyKey';
import type { AppDataProvider } from '../../../dataProvider';
import { useCallMutation } from '../../../dataProvider/hooks';
import type { OrderSummary } from '../../../domain/orders';
import type { StoreSegment } from '../../../domain/stores';
import { formatMoney } from '../../../domain/money';
import { RowAction } from '../../../kit/generic/actions';

/**
 * What the server did, in the reader's language: the catalog's text of its answer (a key and
 * its values), built from the answer's data where the text carries some.
 */
type Done<R> = (answer: R) => [key: string, values?: Record<string, unknown>];

/** One call per click (a second click while it runs does nothing); what it did, then the list refreshed. */
function useOrderCall<A, R>(call: (dp: AppDataProvider, args: A) => Promise<R>, done: Done<R>) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const mutation = useCallMutation(call);
  // Set at once, not at the next render as isPending is: a double click sends one call.
  const running = useRef(false);
  const run = (args: A, onSettled?: () => void) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(args, {
      onSuccess: (answer) => {
        const [key, values] = done(answer);
        notify(translate(key, values), { type: 'info' });
      },
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

/** One step of the order's flow as a row button: the call, then what it did. */
function StepButton<R>({
  label,
  icon,
  call,
  done,
}: {
  label: string;
  icon: ReactNode;
  call: (dp: AppDataProvider, order: OrderSummary) => Promise<R>;
  done: Done<R>;
}) {
  const order = useRecordContext<OrderSummary>();
  const { run } = useOrderCall(call, done);
  if (!order) return null;
  return <RowAction label={label} icon={icon} onClick={() => run(order)} />;
}

export function ReadyButton({ store }: { store: StoreSegment }) {
  const translate = useTranslate();
  return (
    <StepButton
      label={translate('orders.actions.ready')}
      icon={<DoneIcon fontSize="small" />}
      call={(dp, order) => dp.markReady(store, order.id)}
      done={() => ['orders.actions.ready_done']}
    />
  );
}

export function DeliverButton({ store }: { store: StoreSegment }) {
  const translate = useTranslate();
  return (
    <StepButton
      label={translate('orders.actions.deliver')}
      icon={<HandshakeIcon fontSize="small" />}
      call={(dp, order) => dp.dispatch(store, [order.id])}
      done={({ orders }) => ['orders.actions.delivered', { smart_count: orders.length }]}
    />
  );
}

export function ReverseButton({ store }: { store: StoreSegment }) {
  const translate = useTranslate();
  const order = useRecordContext<OrderSummary>();
  // A retried click replays the first answer.
  const idempotency = useIdempotencyKey();
  const reverse = useOrderCall(
    async (dp, { id, key }: { id: OrderSummary['id']; key: string }) => {
      const answer = await dp.reverseOrder(store, id, key);
      idempotency.done();
      return answer;
    },
    ({ result }) => ['orders.actions.reversed', { saldo: formatMoney(result.saldo) }],
  );
  const [open, setOpen] = useState(false);
  if (!order) return null;
  const confirm = () =>
    reverse.run({ id: order.id, key: idempotency.keyFor(order.id) }, () => setOpen(false));
  return (
    <>
      <RowAction
        label={translate('orders.actions.reverse')}
        color="error"
        icon={<UndoIcon fontSize="small" />}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={reverse.isPending}
        title="orders.actions.reverse_title"
        titleTranslateOptions={{ id: order.id }}
        content="orders.actions.reverse_confirm"
        confirm="orders.actions.reverse"
        cancel="orders.actions.cancel"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
