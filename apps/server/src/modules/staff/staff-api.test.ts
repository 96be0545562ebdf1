import { STAFF_GET_ROUTES } from '@atelier/domain/staff-api';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RegisteredRoute } from '../../app.ts';
import { useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
const PREFIX = '/api/admin';
// Looked up by any registered URL, which the table's literal keys do not allow.
const table: Readonly<Record<string, z.ZodType>> = STAFF_GET_ROUTES;

/** The schema a route declares for its 200 answer, if any. */
function okSchema(route: RegisteredRoute): unknown {
  const response = route.schema?.response;
  if (typeof response !== 'object' || response === null) return undefined;
  return Object.entries(response).find(([status]) => status === '200')?.[1];
}

const staffGets = () => app.routes.filter((route) => route.method === 'GET' && route.url.startsWith(`${PREFIX}/`));

describe('the staff GET table the admin app is typed by (STAFF_GET_ROUTES)', () => {
  it('holds every staff GET route with a 200 schema, with the very schema the route declares', () => {
    const declared = staffGets().filter((route) => okSchema(route) !== undefined);
    expect(declared.map((route) => route.url)).toContain(`${PREFIX}/orders/:number`);
    // Soft, so one run names every route that is missing or has another schema.
    for (const route of declared) {
      expect.soft(table[route.url.slice(PREFIX.length)], `${route.url} in STAFF_GET_ROUTES`).toBe(okSchema(route));
    }
  });

  it('names only registered routes', () => {
    const registered = new Set(staffGets().map((route) => route.url.slice(PREFIX.length)));
    const unknown = Object.keys(STAFF_GET_ROUTES).filter((path) => !registered.has(path));
    expect(unknown).toEqual([]);
  });
});
