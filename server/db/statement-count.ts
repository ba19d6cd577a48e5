/**
 * How many statements a database handle has sent, for the benchmarks' round trips per sale and
 * the test that guards the sale's count (issue 31). Drizzle's logger sees every statement it
 * sends; BEGIN and COMMIT are left out, so PGlite (whose transactions open inside the driver)
 * and PostgreSQL count alike. `LOG_STATEMENTS=1` prints each one (its first 400 characters), to see which
 * statements a request sends.
 */
import type { Logger } from 'drizzle-orm/logger';

export interface StatementCount {
  /** Statements sent since the handle was opened. */
  readonly sent: number;
}

export function statementCounter(): { count: StatementCount; logger: Logger } {
  const count = { sent: 0 };
  const print = Boolean(process.env.LOG_STATEMENTS);
  const logger: Logger = {
    logQuery(query) {
      if (query === 'begin' || query === 'commit' || query === 'rollback') return;
      count.sent++;
      if (print) console.log(`[sql ${count.sent}] ${query.slice(0, 400)}`);
    },
  };
  return { count, logger };
}
