/**
 * The portal's calls to the API (`/api/family/…`): the envelope (docs/architecture.md: API), the family session's
 * token in this browser's storage, and a refusal as an error carrying the server's Spanish message
 * and its fields. A 401 ends the stored session, so the portal shows its sign-in again.
 */
import type { Excuse, ExcuseInput } from '../domain/absences';
import type { Envelope, Reason } from '../domain/envelope';
import type {
  FamilyAllergies,
  FamilyCatalog,
  FamilyChild,
  FamilyLimits,
  FamilyLimitsInput,
  FamilySession,
} from '../domain/family';
import type { ChildLunch, Preorder, PreorderInput } from '../domain/lunchMenus';
import type { FamilyPlanInput, MealPlan, PlanQuote } from '../domain/lunchPlans';
import type { FamilyNotice, NoticeChoices } from '../domain/notices';
import type { OnlinePayment, OnlinePaymentCreated, OnlinePaymentTermsAnswer } from '../domain/onlinePayments';
import type { PushDevice, PushKey } from '../domain/push';
import type { Spending, SpendingPeriod } from '../domain/spending';
import type { TransferReport } from '../domain/transferRules';
import type { TimelineEvent } from '../domain/timeline';
import type { TlsStatus } from '../domain/tls';

const TOKEN = 'familyToken';
const NAME = 'familyName';

export class ApiRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
    /** The refusal's stable key (`insufficient_funds`, …), when the server gave one. */
    readonly reason?: Reason,
  ) {
    super(message);
  }
}

/**
 * The unread notices the header's bell shows (a tiny store for useSyncExternalStore): every read of
 * the count and marking all read update it, so the feed empties the bell without a second request.
 */
let unread = 0;
/** Bumped by marking all read: a count asked for before it is stale when it arrives. */
let readings = 0;
const unreadListeners = new Set<() => void>();
const setUnread = (count: number) => {
  unread = count;
  unreadListeners.forEach((listener) => listener());
};
export const unreadNotices = {
  get: () => unread,
  subscribe: (listener: () => void) => {
    unreadListeners.add(listener);
    return () => void unreadListeners.delete(listener);
  },
};

export const session = {
  token: () => localStorage.getItem(TOKEN),
  name: () => localStorage.getItem(NAME) ?? '',
  save(s: FamilySession) {
    localStorage.setItem(TOKEN, s.token);
    localStorage.setItem(NAME, s.name);
  },
  clear() {
    localStorage.removeItem(TOKEN);
    localStorage.removeItem(NAME);
    setUnread(0);
  },
};

/** Told when the server ends the session (401), so the portal goes back to its sign-in. */
let onSignedOut: () => void = () => {};
export const whenSignedOut = (listener: () => void) => {
  onSignedOut = listener;
};

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<Envelope<T>> {
  const token = session.token();
  let res: Response;
  try {
    res = await fetch(`/api/family/${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    throw new ApiRefusal('', 0);
  }
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (res.status === 401 && token) {
    session.clear();
    onSignedOut();
  }
  if (!res.ok || !body || body.code !== 1)
    throw new ApiRefusal(body?.message ?? '', res.status, body?.errors, body?.reason);
  return body;
}

export const familyApi = {
  login: async (usuario: string, password: string) =>
    (await call<FamilySession>('login', { method: 'POST', body: { usuario, password } })).data,
  activate: async (token: string, password: string) =>
    (await call<FamilySession>('activate', { method: 'POST', body: { token, password } })).data,
  forgotTerms: async () => (await call<{ correo: boolean }>('password/forgot')).data,
  /** The server's answer, the same whether or not the person exists. */
  forgot: async (usuario: string) =>
    (await call<null>('password/forgot', { method: 'POST', body: { usuario } })).message,
  logout: async () => {
    await call('logout', { method: 'POST' }).catch(() => undefined);
    session.clear();
  },
  children: async () => (await call<FamilyChild[]>('children')).data,
  limits: async (id: number) => (await call<FamilyLimits>(`children/${id}/limits`)).data,
  saveLimits: async (id: number, body: FamilyLimitsInput) => {
    const answer = await call<FamilyLimits>(`children/${id}/limits`, { method: 'PUT', body });
    return { limits: answer.data, message: answer.message };
  },
  allergies: async (id: number) => (await call<FamilyAllergies>(`children/${id}/allergies`)).data,
  saveAllergies: async (id: number, body: FamilyAllergies & { alergias_vistas: FamilyAllergies }) => {
    const answer = await call<FamilyAllergies>(`children/${id}/allergies`, { method: 'PUT', body });
    return { allergies: answer.data, message: answer.message };
  },
  catalog: async () => (await call<FamilyCatalog>('catalog')).data,
  transfers: async () => (await call<TransferReport[]>('transfers')).data,
  reportTransfer: async (body: {
    id_estudiante: number;
    valor: number;
    fecha: string;
    referencia: string;
    soporte: string;
  }) => (await call<TransferReport>('transfers', { method: 'POST', body })).data,
  /** Where the child's money went this week, month or school year. */
  spending: async (id: number, periodo: SpendingPeriod) =>
    (await call<Spending>(`children/${id}/spending?periodo=${periodo}`)).data,
  /** The child's timeline, newest first; `today`: only the school's today (the *Hoy* tab). */
  timeline: async (id: number, page: number, today = false) => {
    const body = await call<TimelineEvent[]>(`children/${id}/timeline?page=${page}${today ? '&hoy=1' : ''}`);
    return { rows: body.data, total: body.total ?? body.data.length };
  },
  notices: async (page: number) => {
    const body = await call<FamilyNotice[]>(`notices?page=${page}`);
    return { rows: body.data, total: body.total ?? body.data.length };
  },
  unreadNotices: async () => {
    const asked = readings;
    const { sin_leer } = (await call<{ sin_leer: number }>('notices/unread')).data;
    if (asked === readings) setUnread(sin_leer);
    return sin_leer;
  },
  /** Marks read what the page showed, up to the newest notice `upTo` (one that came later stays unread). */
  readNotices: async (upTo: number) => {
    readings += 1;
    setUnread(
      (await call<{ sin_leer: number }>('notices/read', { method: 'POST', body: { hasta: upTo } })).data
        .sin_leer,
    );
  },
  noticeChoices: async (id: number) => (await call<NoticeChoices>(`children/${id}/notices`)).data,
  saveNoticeChoices: async (id: number, body: NoticeChoices) => {
    const answer = await call<NoticeChoices>(`children/${id}/notices`, { method: 'PUT', body });
    return { choices: answer.data, message: answer.message };
  },
  /** The child's excuses, newest day first. */
  excuses: async (id: number) => (await call<Excuse[]>(`children/${id}/excuses`)).data,
  excuse: async (id: number, body: ExcuseInput) =>
    (await call<Excuse>(`children/${id}/excuses`, { method: 'POST', body })).data,
  /** Whether the school takes online top-ups, and its minimum, maximum and fee. */
  paymentTerms: async () => (await call<OnlinePaymentTermsAnswer>('payments/terms')).data,
  /** Opens a payment for some children; the answer's init_point is Mercado Pago's checkout. */
  openPayment: async (hijos: { id_estudiante: number; valor: number }[]) =>
    (await call<OnlinePaymentCreated>('payments', { method: 'POST', body: { hijos } })).data,
  /** The family's online payments, newest first. */
  payments: async () => (await call<OnlinePayment[]>('payments')).data,
  payment: async (id: number) => (await call<OnlinePayment>(`payments/${id}`)).data,
  /** Issue 56: a child's days from `desde` to `hasta` (menus, pre-orders), the cut-off, plans and balance. */
  lunch: async (id: number, desde: string, hasta: string) =>
    (await call<ChildLunch>(`children/${id}/lunch?desde=${desde}&hasta=${hasta}`)).data,
  /** Pre-orders a day's menu, replacing the day's earlier one of that service; paid at once. */
  preorder: async (body: PreorderInput) => {
    const answer = await call<{ pedido: Preorder; saldo: number }>('preorders', { method: 'POST', body });
    return { ...answer.data, message: answer.message };
  },
  /** Cancels a pre-order before the cut-off: what paid it is given back. */
  cancelPreorder: async (id: number) => {
    const answer = await call<{ pedido: Preorder; saldo: number }>(`preorders/${id}`, { method: 'DELETE' });
    return { ...answer.data, message: answer.message };
  },
  /** The child's meal plans. */
  plans: async (id: number) => (await call<MealPlan[]>(`plans?id_estudiante=${id}`)).data,
  /** What a plan would cost, before buying it. */
  planQuote: async (body: FamilyPlanInput) => {
    const choice = body.tipo === 'mensualidad' ? `mes=${body.mes}` : `cantidad=${body.cantidad}`;
    return (
      await call<PlanQuote>(`plans/quote?id_estudiante=${body.id_estudiante}&tipo=${body.tipo}&${choice}`)
    ).data;
  },
  /** Buys a plan from the child's balance. */
  buyPlan: async (body: FamilyPlanInput) => {
    const answer = await call<MealPlan>('plans', { method: 'POST', body });
    return { plan: answer.data, message: answer.message };
  },
  /** The server's VAPID public key (base64url): the browser subscribes the device with it. */
  pushKey: async () => (await call<PushKey>('push/key')).data.clave_publica,
  /** This device's push subscription, as the browser gives it, kept by the server for the family. */
  subscribePush: async (subscription: PushSubscriptionJSON) =>
    (await call<PushDevice>('push/subscriptions', { method: 'POST', body: subscription })).data,
  /** The server forgets this device (by its endpoint). */
  unsubscribePush: async (endpoint: string) =>
    (await call<{ borrado: boolean }>('push/subscriptions', { method: 'DELETE', body: { endpoint } })).data,
};

/** The server's HTTPS (`GET /api/tls`, which answers over plain http too); null when it cannot be asked. */
export async function httpsStatus(): Promise<TlsStatus | null> {
  try {
    const res = await fetch('/api/tls');
    return ((await res.json()) as Envelope<TlsStatus>).data ?? null;
  } catch {
    return null;
  }
}
