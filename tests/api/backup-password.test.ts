/** Backups (issue 28 item 8): the PostgreSQL password never goes on the command line of pg_dump / pg_restore / psql. */
import { describe, expect, it } from 'vitest';
import { dumpInvocation, pgInvocation, psqlInvocation } from '../../server/db/pg-tools';

describe('the PostgreSQL password', () => {
  it('travels in the environment, never on the command line of pg_dump, pg_restore or psql', () => {
    const urls = [
      {
        url: 'postgres://backoffice:Cl%40ve%20secreta@db.colegio:5433/colegio?sslmode=require',
        password: 'Cl@ve secreta',
      },
      {
        url: 'postgres://backoffice@db.colegio/colegio?password=Otra-Clave&sslmode=require',
        password: 'Otra-Clave',
      },
    ];
    for (const { url, password } of urls) {
      for (const invocation of [dumpInvocation(url, '/tmp/x.dump'), psqlInvocation(url)]) {
        const argv = invocation.args.join(' ');
        expect(argv).not.toContain(password);
        expect(argv).not.toContain(encodeURIComponent(password));
        expect(argv).not.toMatch(/password|Cl%40ve|Otra-Clave/i);
        // The rest of the connection is kept: host, port, user, database, options.
        expect(argv).toContain('backoffice@db.colegio');
        expect(argv).toContain('sslmode=require');
        expect(invocation.env.PGPASSWORD).toBe(password);
      }
    }
    // Without a password in the URL the child inherits the environment as it is (e.g. ~/.pgpass).
    const plain = pgInvocation('pg_dump', [], 'postgres://postgres@127.0.0.1:5432/test', {
      PATH: '/usr/bin',
    });
    expect(plain).toEqual({
      command: 'pg_dump',
      args: ['--dbname=postgres://postgres@127.0.0.1:5432/test'],
      env: { PATH: '/usr/bin' },
    });
  });
});
