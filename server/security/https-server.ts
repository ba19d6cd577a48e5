/**
 * The server Fastify runs when it serves HTTPS: one port that answers both HTTPS and plain
 * HTTP. A connection's first byte tells them apart (a TLS handshake starts with 0x16, an HTTP
 * request with a letter), so `http://<address>:8080` still opens the app — without the camera,
 * which browsers allow only over HTTPS — and its login page can point to
 * `https://<address>:8080` and to the certificate to install, instead of the browser's
 * «connection reset» for a person who typed http.
 *
 * Node has no public switch for this: the HTTPS server's own TLS listener is taken off its
 * 'connection' event and called for TLS connections only; the others go to a plain HTTP server
 * that shares the request handler and is closed with it.
 */
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { Socket } from 'node:net';

const TLS_HANDSHAKE = 0x16;
/** A connection that says nothing for this long is closed (before it is known to be HTTP or TLS). */
const FIRST_BYTE_TIMEOUT_MS = 30_000;

export interface HttpsServerOptions {
  key: string;
  cert: string;
  /** Fastify's keep-alive timeout, applied to both sides. */
  keepAliveTimeout: number;
}

export function createDualServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  { key, cert, keepAliveTimeout }: HttpsServerOptions,
): HttpsServer {
  const secure = createHttpsServer({ key, cert }, handler);
  const plain = createHttpServer(handler);
  secure.keepAliveTimeout = keepAliveTimeout;
  plain.keepAliveTimeout = keepAliveTimeout;

  const tlsListeners = secure.listeners('connection') as ((socket: Socket) => void)[];
  if (tlsListeners.length !== 1) throw new Error('unexpected HTTPS server: expected one connection listener');
  const [tlsListener] = tlsListeners;
  secure.removeListener('connection', tlsListener);
  secure.on('connection', (socket: Socket) => {
    const drop = () => socket.destroy();
    socket.setTimeout(FIRST_BYTE_TIMEOUT_MS, drop);
    socket.once('error', drop);
    socket.once('data', (chunk: Buffer) => {
      socket.setTimeout(0);
      socket.removeListener('timeout', drop);
      socket.removeListener('error', drop);
      socket.pause();
      socket.unshift(chunk);
      if (chunk[0] === TLS_HANDSHAKE) tlsListener.call(secure, socket);
      else plain.emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });

  // The plain server never listens itself: start its connection tracking (idle keep-alive
  // connections closed on shutdown) with the HTTPS one, and stop it with it.
  secure.on('listening', () => plain.emit('listening'));
  secure.on('close', () => plain.emit('close'));
  for (const method of ['closeIdleConnections', 'closeAllConnections'] as const) {
    const own = secure[method].bind(secure);
    secure[method] = () => {
      own();
      plain[method]();
    };
  }
  return secure;
}
