/**
 * How many statements a database handle has sent, for the benchmarks' round trips per sale and
 * the test that guards the sale's count (issue 31). Drizzle's logger sees every statement it
 * sends; BEGIN and COMMIT are left out, so PGlite (whose transactions open inside the driver)
 * and PostgreSQL count alike.
 */
import type { Logger } from 'drizzle-orm/logger';

export interface StatementCount {
  /** Statements sent since the handle was opened. */
  readonly sent: number;
}

export function statementCounter(): { count: StatementCount; logger: Logger } {
  const count = { sent: 0 };
  const logger: Logger = {
    logQuery(query) {
      if (query !== 'begin' && query !== 'commit' && query !== 'rollback') count.sent++;
    },
  };
  return { count, logger };
}
