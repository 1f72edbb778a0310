/** The OpenAPI document describes every call of this issue: tags, summary, input and answers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ROUTES } from '../../test/route-table.js';

interface Operation {
  tags?: string[];
  summary?: string;
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

describe('OpenAPI document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    paths = response.json().paths;
  });
  afterAll(() => t.close());

  const operations = [...new Set(ROUTES.map((route) => route.name.replace(/\?.*$/, '')))].map(
    (name) => {
      const [method, path] = name.split(' ') as [string, string];
      return [name, method.toLowerCase(), path.replace(/:(\w+)/g, '{$1}')] as const;
    },
  );

  it.each(operations)(
    'describes %s with tags, a summary and a success schema',
    (_name, method, path) => {
      const operation = paths[path]?.[method];
      expect(operation).toBeDefined();
      expect(operation!.tags?.length).toBeGreaterThan(0);
      expect(operation!.summary?.length).toBeGreaterThan(5);
      const success = operation!.responses?.['200'] ?? operation!.responses?.['201'];
      // The CSV export answers a file, not JSON.
      const type = path.endsWith('.csv') ? 'text/csv' : 'application/json';
      expect(success?.content?.[type]?.schema).toBeDefined();
    },
  );

  it('documents request bodies, path ids and the error envelope', () => {
    expect(paths['/api/hotels']!.post!.requestBody).toBeDefined();
    expect(paths['/auth/local/signup']!.post!.requestBody).toBeDefined();
    expect(paths['/api/users/{id}']!.get!.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'id' }),
    );
    expect(paths['/api/hotels']!.get!.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['city', 'checkInDate', 'checkOutDate', 'filter', 'page', 'pageSize']),
    );
    expect(paths['/api/users/{id}/role']!.put!.responses!['409']).toBeDefined();
    expect(paths['/api/admin/bookings']!.get!.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['q', 'status', 'hotelId', 'stayFrom', 'stayTo', 'sort', 'page']),
    );
  });

  it('serves the interactive page', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
