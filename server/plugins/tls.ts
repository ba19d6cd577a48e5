/**
 * HTTPS seen from the API: `GET /api/tls` (public) tells the login page whether the server
 * answers HTTPS and offers a local authority; `GET /api/tls/ca.crt` and `/api/tls/ca.pem`
 * (public) download that authority's certificate for the devices to install (TLS=auto).
 * With TLS=auto the server certificate is checked again every hour and, when the server's
 * names or addresses changed or it nears its end, a new one is served without a restart.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Server as TlsServer } from 'node:tls';
import type { TlsStatus } from '../../src/domain/tls';
import { AUTHORITY_DOWNLOADS } from '../../src/domain/tls';
import { tlsStatusSchema } from '../../src/domain/tlsStatus';
import { answers, download as fileAnswer } from '../http/answers';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import type { TlsSetup } from '../security/tls';

const RENEW_CHECK_MS = 60 * 60 * 1000;
const tags = ['Sistema'];

export const tlsPlugin = fp(async (app: FastifyInstance, { setup }: { setup: TlsSetup | null }) => {
  for (const warning of setup?.warnings ?? []) app.log.warn(warning);
  const status: TlsStatus = {
    https: setup !== null,
    auto: setup?.authority != null,
    fingerprint: setup?.authority?.fingerprint ?? null,
    scope: setup?.authority?.scope ?? null,
  };

  app.get(
    '/api/tls',
    {
      config: { public: true },
      schema: { tags, summary: 'Estado de HTTPS del servidor', response: answers(tlsStatusSchema) },
    },
    async () => ok(status, 'Estado de HTTPS'),
  );
  const download = (type: string, file: string) => async (_: unknown, reply: FastifyReply) => {
    if (!setup?.authority)
      throw notFound('Este servidor no tiene autoridad certificadora propia (TLS=auto no está activo)');
    return reply
      .type(type)
      .header('Cache-Control', 'no-cache')
      .header('Content-Disposition', `attachment; filename="${file}"`)
      .send(setup.authority.pem);
  };
  const summary = 'Certificado de la autoridad local (TLS=auto)';
  const certificate = 'Certificado PEM de la autoridad local';
  app.get(
    AUTHORITY_DOWNLOADS.crt,
    {
      config: { public: true },
      schema: { tags, summary, response: fileAnswer('application/x-x509-ca-cert', certificate) },
    },
    download('application/x-x509-ca-cert', 'autoridad-colegio.crt'),
  );
  app.get(
    AUTHORITY_DOWNLOADS.pem,
    {
      config: { public: true },
      schema: { tags, summary, response: fileAnswer('application/x-pem-file', certificate) },
    },
    download('application/x-pem-file', 'autoridad-colegio.pem'),
  );

  const authority = setup?.authority;
  if (authority) {
    app.addHook('onListen', async () => {
      const address = app.server.address();
      const port = address && typeof address === 'object' ? address.port : '';
      app.log.info(
        `Para la cámara en tabletas y teléfonos instale la autoridad local desde http://<dirección>:${port}/#/certificado ` +
          `(huella SHA-256 ${authority.fingerprint})`,
      );
    });
  }

  const renew = setup?.renew;
  if (renew) {
    const check = () => {
      try {
        const pair = renew();
        if (!pair) return;
        (app.server as unknown as TlsServer).setSecureContext({ key: pair.key, cert: pair.cert });
        for (const warning of pair.warnings) app.log.warn(warning);
        app.log.info('Certificado del servidor renovado (nombres o direcciones nuevos, o cerca de vencer)');
      } catch (err) {
        app.log.warn(`No se pudo renovar el certificado del servidor: ${(err as Error).message}`);
      }
    };
    const timer = setInterval(check, RENEW_CHECK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
});
