/**
 * Round trips per request (issue 31): the statements one request sends, counted by this process's
 * database handle (server/db/statement-count.ts), BEGIN and COMMIT aside. A PostgreSQL run's API
 * nodes are other processes, so the counted requests go to an app built here on the same
 * database — the same code the nodes run — without the event bus's notifier, whose deliveries
 * are batched across requests rather than sent per request.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/client';

export interface StatementCounter {
  /** The counting app's API base (`http://127.0.0.1:port/api`). */
  base: string;
  /** Statements sent while `request` ran. */
  count(request: (base: string) => Promise<unknown>): Promise<number>;
  close(): Promise<void>;
}

export async function statementCounter(database: Database): Promise<StatementCounter> {
  const app = await buildApp(database, { ...loadConfig({}), webRoot: null }, false, { notifier: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  return {
    base,
    async count(request) {
      const before = database.statements.sent;
      await request(base);
      return database.statements.sent - before;
    },
    close: () => app.close(),
  };
}
