/**
 * The large-school benchmark's lists (users, students, credentials, the cafeteria's orders, stock
 * movements): the first page, a deep page (the middle of the list), the first page sorted by each
 * column in turn and a search, each `requests` times by `concurrency` clients; goal p50 < 30 ms.
 */
import { usersResource } from '../../src/domain/resources/users';
import { studentsResource } from '../../src/domain/resources/academic';
import { credentialsResource } from '../../src/domain/resources/credentials';
import { orderListResource } from '../../src/domain/resources/orders';
import { stockMovementsResource } from '../../src/domain/resources/inventory';
import type { ResourceDef } from '../../src/domain/resource';
import { LIST_COUNT_LIMIT } from '../../src/domain/envelope';
import { apiCall, pct } from '../support';
import { type LargeSchoolBench, row, timed, verdict } from './measure';

const PER_PAGE = 25;

export async function lists({
  node,
  token,
  get,
  requests: REQUESTS,
  concurrency: CONCURRENCY,
}: LargeSchoolBench) {
  const resources: ResourceDef[] = [
    usersResource,
    studentsResource,
    credentialsResource,
    orderListResource('cafeteria', 'requests'),
    stockMovementsResource,
  ];
  console.log(
    `\nListas: ${REQUESTS} llamadas por medida, ${CONCURRENCY} clientes a la vez, ${PER_PAGE} filas por página (objetivo p50 < 30 ms)\n`,
  );
  row(['lista', 'medida', 'p50 ms', 'p99 ms', '']);
  row(['---', '---', '---', '---', '---']);
  let met = 0;
  let total = 0;
  // A school's server has been answering for hours: the first calls (code not yet optimised by
  // the JIT, the database's caches cold) are not what a user meets, so each list is warmed first.
  for (const resource of resources)
    await timed(REQUESTS, CONCURRENCY, () => get(`${resource.name}?perPage=${PER_PAGE}`));
  for (const resource of resources) {
    const path = (query: Record<string, string | number>) =>
      `${resource.name}?${new URLSearchParams(Object.entries({ perPage: PER_PAGE, ...query }).map(([k, v]) => [k, String(v)]))}`;
    const first = (await apiCall<Record<string, unknown>[]>('GET', node.base, path({ page: 1 }), token))
      .body as unknown as {
      data: Record<string, unknown>[];
      total?: number;
    };
    // A deep page: the middle of a list counted to the end, or the last row a list counts.
    const deep =
      first.total !== undefined
        ? Math.max(1, Math.floor(first.total / PER_PAGE / 2))
        : Math.ceil(LIST_COUNT_LIMIT / PER_PAGE);
    const term = String(first.data[0]?.[resource.searchable[0]] ?? 'a')
      .slice(0, 4)
      .toLowerCase();
    const measures: [string, Record<string, string | number>][] = [
      ['primera página', { page: 1 }],
      [`página ${deep} (fila ${((deep - 1) * PER_PAGE + 1).toLocaleString('es-CO')})`, { page: deep }],
      // The deep page: the middle of the list in the order of a column a user sorts by.
      ...(resource.fields.email?.list
        ? [
            [`página ${deep} ordenada por email`, { page: deep, sort: 'email', order: 'ASC' }] as [
              string,
              Record<string, string | number>,
            ],
          ]
        : []),
      ...Object.entries(resource.fields)
        .filter(([, field]) => field.list && field.kind !== 'image')
        .map(([key]): [string, Record<string, string | number>] => [
          `ordenada por ${key}`,
          { page: 1, sort: key, order: 'ASC' },
        ]),
      [`búsqueda «${term}»`, { page: 1, q: term }],
    ];
    for (const [label, query] of measures) {
      // A column the list cannot sort by answers 400 (its computed text, say): named, not measured.
      if ((await get(path(query))).status === 400) {
        row([resource.name, label, '—', '—', 'no ordenable']);
        continue;
      }
      const times = await timed(REQUESTS, CONCURRENCY, () => get(path(query)));
      const p50 = Number(pct(times, 50));
      total++;
      if (p50 < 30) met++;
      row([resource.name, label, pct(times, 50), pct(times, 99), verdict(p50, 30)]);
    }
  }
  console.log(`\n${met} de ${total} medidas de listas cumplen el objetivo`);
}
