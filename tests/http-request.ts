/**
 * One request over real HTTP or HTTPS, outside any app's inject: the HTTPS tests (API and browser)
 * ask a listening server as a device on the network would, trusting only a given authority.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One GET; over https it trusts only `ca` (and checks the certificate against `servername`, or the host). */
export function get(url: string, tls: { ca?: string; servername?: string } = {}): Promise<Answer> {
  return send(url, tls);
}

/** One request over real HTTP or HTTPS (trusting only `ca`), with a method, headers and a JSON body. */
export function send(
  url: string,
  {
    ca,
    servername,
    method = 'GET',
    headers = {},
    json,
  }: {
    ca?: string;
    servername?: string;
    method?: string;
    headers?: Record<string, string>;
    json?: unknown;
  } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const target = new URL(url);
    const body = json === undefined ? undefined : JSON.stringify(json);
    const options = {
      host: target.hostname.replace(/^\[|\]$/g, ''),
      port: target.port,
      path: `${target.pathname}${target.search}`,
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      timeout: 10_000,
    };
    const req =
      target.protocol === 'https:'
        ? httpsRequest({ ...options, ca, servername, agent: false })
        : httpRequest({ ...options, agent: false });
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', fail);
    req.end(body);
  });
}
