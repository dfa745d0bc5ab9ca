import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogueFixture } from '@cutshop/domain/testing';
import { forEachDatabase, startTestServer, type TestServer } from './support/harness';

// The mocks and the stories show `@cutshop/domain/testing`; this keeps it the seeded catalogue.
// When the seed changes, `npm run generate:catalogue-fixture` writes the fixture again.
forEachDatabase('the catalogue fixture', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.stop());

  it('is exactly what GET /api/categories/ answers after the seed', async () => {
    const response = await server.fetch('/api/categories/');
    expect(response.status).toBe(200);
    expect(await response.json()).toStrictEqual(catalogueFixture);
  });
});
