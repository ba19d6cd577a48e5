/**
 * Spec part 1 §8: a call the server failed (5xx) or that got no answer opens one 'Mensaje
 * informativo' dialog with 'Ocurrio un error procesando la peticion.' and Aceptar, whichever
 * screen made it; a 4xx refusal does not (its message belongs to the screen), nor a call that
 * handles its own failure. Once dismissed, the dialog waits for the server to answer again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { createHttpClient, type HttpFailure } from '../../src/dataProvider/http';
import { createFailureRecord } from '../../src/dataProvider/failures';
import { HttpFailureDialog } from '../../src/app/errors/HttpFailureDialog';
import { i18nProvider } from '../../src/app/i18n';
import { API, server, setupMswServer } from './support/msw';

setupMswServer();
afterEach(cleanup);

const envelope = (message: string, reason: string) => ({ code: 0, message, data: null, reason });

/** One call answered as given; what the client reported and whether the call rejected. */
async function failuresOf(answer: () => Response, options: { ownsFailure?: boolean } = {}) {
  server.use(http.get(`${API}/admin/roles`, answer));
  const onFailure = vi.fn<(failure: HttpFailure) => void>();
  const onAnswer = vi.fn();
  const client = createHttpClient({ baseUrl: API, onFailure, onAnswer });
  await expect(client('admin/roles', options)).rejects.toBeDefined();
  return { failures: onFailure.mock.calls.map(([failure]) => failure), answered: onAnswer.mock.calls.length };
}

describe('the HTTP client reports the failures no screen can explain', () => {
  it.each([500, 502, 503, 504])('a %i is a server failure', async (status) => {
    const { failures, answered } = await failuresOf(() =>
      HttpResponse.json(envelope('Ocurrio un error procesando la peticion.', 'server_error'), { status }),
    );
    expect(failures).toEqual([{ kind: 'server', status }]);
    expect(answered).toBe(0);
  });

  it('an HTML page from a proxy (502) too', async () => {
    const { failures } = await failuresOf(() => HttpResponse.html('<h1>Bad Gateway</h1>', { status: 502 }));
    expect(failures).toEqual([{ kind: 'server', status: 502 }]);
  });

  it('no answer at all is a network failure', async () => {
    const { failures } = await failuresOf(() => HttpResponse.error());
    expect(failures).toEqual([{ kind: 'network', status: 0 }]);
  });

  it.each([
    [400, 'validation'],
    [401, 'unauthenticated'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
  ])('a %i refusal is the screen’s to show, and proves the server answers', async (status, reason) => {
    const { failures, answered } = await failuresOf(() =>
      HttpResponse.json(envelope('No', reason), { status }),
    );
    expect(failures).toEqual([]);
    expect(answered).toBe(1);
  });

  it('a call that handles its own failure (the place search) reports nothing', async () => {
    expect(
      (
        await failuresOf(() => HttpResponse.json(envelope('x', 'unavailable'), { status: 503 }), {
          ownsFailure: true,
        })
      ).failures,
    ).toEqual([]);
    expect((await failuresOf(() => HttpResponse.error(), { ownsFailure: true })).failures).toEqual([]);
  });
});

describe('the failure record', () => {
  const SERVER: HttpFailure = { kind: 'server', status: 500 };

  it('shows one failure at a time and, once dismissed, waits for an answer before the next', () => {
    const record = createFailureRecord();
    const listener = vi.fn();
    record.subscribe(listener);
    record.report(SERVER);
    record.report({ kind: 'network', status: 0 });
    expect(record.current()).toEqual(SERVER);
    record.dismiss();
    expect(record.current()).toBeNull();
    // The same outage: a board polling again does not reopen it.
    record.report(SERVER);
    expect(record.current()).toBeNull();
    // The server answered since: the next failure is news.
    record.answered();
    record.report(SERVER);
    expect(record.current()).toEqual(SERVER);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('keeps nothing while no dialog shows it (the sign-in page, the hall displays)', () => {
    const record = createFailureRecord();
    record.report(SERVER);
    expect(record.current()).toBeNull();
  });
});

describe('HttpFailureDialog', () => {
  const renderDialog = () => {
    const record = createFailureRecord();
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <HttpFailureDialog failures={record} />
      </AdminContext>,
    );
    return record;
  };

  it("says the spec's sentence in 'Mensaje informativo'; Aceptar closes it", async () => {
    const record = renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => record.report({ kind: 'server', status: 500 }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensaje informativo' });
    expect(dialog).toHaveTextContent('Ocurrio un error procesando la peticion.');
    expect(dialog).not.toHaveTextContent('No se pudo conectar');
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(record.current()).toBeNull();
  });

  it('adds the network sentence when nothing answered', async () => {
    const record = renderDialog();
    act(() => record.report({ kind: 'network', status: 0 }));
    const dialog = await screen.findByRole('dialog', { name: 'Mensaje informativo' });
    expect(dialog).toHaveTextContent(
      'Ocurrio un error procesando la peticion. No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.',
    );
  });
});
