/** Every registered route refuses NUL and invalid UTF-8 in its path and query parameters, changing nothing. */
import { describe, expect, it } from 'vitest';
import { schools, users } from '../../server/db/schema';
import { registeredRoutes, type RouteInfo, unchanged } from './fixtures';
import { call, expectRefused, openBadParamsSchool, t } from './fixtures/bad-params-school';

openBadParamsSchool();

/** NUL (what PostgreSQL refuses) and invalid UTF-8 (what Fastify's router cannot decode). */
const BAD_VALUES = ['%00', '%C3%28'];

/** A route pattern's segment: fixed text, or the names a parameter prints as (`:document|:id`). */
type Segment = { text: string } | { names: string[] };

function segmentsOf(url: string): Segment[] {
  return url.split('/').map((segment): Segment => {
    if (segment === '*') return { names: ['*'] };
    if (!segment.includes(':')) return { text: segment };
    expect(segment, `segmento de parámetro simple en ${url}`).toMatch(/^:[A-Za-z_]+(\|:[A-Za-z_]+)*$/);
    return { names: segment.split('|').map((n) => n.slice(1)) };
  });
}

/** The route's URL with `value` in its `index`th segment and `1` in the other parameters. */
const urlWith = (route: RouteInfo, index: number, value: string) =>
  segmentsOf(route.url)
    .map((s, i) => (i === index ? value : 'text' in s ? s.text : s.names[0] === '*' ? 'x' : '1'))
    .join('/');

/** A concrete, decodable URL for the route. */
const plainUrl = (route: RouteInfo) => urlWith(route, -1, '');

describe('every registered route', () => {
  // The API docs' static files (`/api/docs/static/*`) print as `/api/docs/*`: tested on their own in bad-params-order.test.ts.
  const all = () => registeredRoutes(t.app).filter((r) => !r.url.endsWith('*'));

  it('lists the routes with parameters', () => {
    const withParams = all().filter((r) => r.url.includes(':'));
    expect(withParams.length).toBeGreaterThan(40);
    expect(withParams.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/api\/admin\/carnets\/:/),
        expect.stringMatching(/^GET \/api\/papeleria\/validatedispatch\/:/),
      ]),
    );
  });

  it('refuses NUL and invalid UTF-8 in each path parameter with a 400 naming it', async () => {
    await unchanged(
      t,
      async () => {
        let checked = 0;
        for (const route of all()) {
          const segments = segmentsOf(route.url);
          for (const [index, segment] of segments.entries()) {
            if (!('names' in segment)) continue;
            for (const bad of BAD_VALUES) {
              const url = urlWith(route, index, segment.names[0] === '*' ? `x${bad}` : bad);
              expectRefused(await call(route.method, url), route.method, url, segment.names);
              checked++;
            }
          }
        }
        expect(checked).toBeGreaterThan(80);
      },
      { users, schools },
    );
  });

  it('refuses NUL and invalid UTF-8 in a query parameter of each route with a 400 naming it', async () => {
    await unchanged(
      t,
      async () => {
        for (const route of all()) {
          for (const bad of BAD_VALUES) {
            const url = `${plainUrl(route)}?q=${bad}`;
            expectRefused(await call(route.method, url), route.method, url, ['q']);
          }
        }
      },
      { users },
    );
  });
});
