import { describe, expect, it } from 'vitest';
import { catalogueNode, type CatalogueEntry } from '@cutshop/domain';
import type { CatalogueRepository } from '../src/repositories/catalogue-repository';
import { CATALOGUE_REVISION_CHECK_MS, CatalogueService } from '../src/services/catalogue-service';

/** A catalogue of one tile, named `name`, at `revision`; counts the reads. */
function fakeRepository(start: { name: string; revision: number }) {
  const state = { ...start, revisionReads: 0, loads: 0, failRevision: false };
  const repository = {
    async revision() {
      state.revisionReads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (state.failRevision) throw new Error('database away');
      return state.revision;
    },
    async loadEntries(): Promise<CatalogueEntry[]> {
      state.loads += 1;
      const tile = catalogueNode(1, state.name, 'Color');
      return [{ ...tile, version: 1, retired: false, children: [] }];
    },
  } as unknown as CatalogueRepository;
  return { state, repository };
}

describe('CatalogueService', () => {
  it('looks at the revision at most once per CATALOGUE_REVISION_CHECK_MS', async () => {
    expect(CATALOGUE_REVISION_CHECK_MS).toBe(250);
    let now = 1_000;
    const fake = fakeRepository({ name: 'White', revision: 1 });
    const service = new CatalogueService(fake.repository, { now: () => now });
    expect((await service.current()).tree[0]?.name).toBe('White');
    expect(fake.state).toMatchObject({ revisionReads: 1, loads: 1 });

    fake.state.name = 'Black';
    fake.state.revision = 2;
    now += CATALOGUE_REVISION_CHECK_MS - 1;
    expect((await service.current()).tree[0]?.name).toBe('White');
    expect(fake.state.revisionReads).toBe(1);

    now += 1;
    expect((await service.current()).tree[0]?.name).toBe('Black');
    // One look, then the revision and the catalogue read again.
    expect(fake.state).toMatchObject({ revisionReads: 3, loads: 2 });

    // Unchanged: a look, no read.
    now += CATALOGUE_REVISION_CHECK_MS;
    await service.current();
    expect(fake.state).toMatchObject({ revisionReads: 4, loads: 2 });
  });

  it('lets concurrent readers share one look', async () => {
    let now = 1_000;
    const fake = fakeRepository({ name: 'White', revision: 1 });
    const service = new CatalogueService(fake.repository, { now: () => now });
    await service.current();
    now += CATALOGUE_REVISION_CHECK_MS;
    const reads = Array.from({ length: 20 }, () => service.current());
    const states = await Promise.all(reads);
    expect(new Set(states.map((state) => state.etag)).size).toBe(1);
    expect(fake.state.revisionReads).toBe(2);
  });

  it('serves what it has while the database does not answer the look', async () => {
    let now = 1_000;
    const fake = fakeRepository({ name: 'White', revision: 1 });
    const service = new CatalogueService(fake.repository, { now: () => now });
    await service.current();
    fake.state.failRevision = true;
    now += CATALOGUE_REVISION_CHECK_MS;
    expect((await service.current()).tree[0]?.name).toBe('White');
    fake.state.failRevision = false;
    fake.state.revision = 2;
    fake.state.name = 'Black';
    now += CATALOGUE_REVISION_CHECK_MS;
    expect((await service.current()).tree[0]?.name).toBe('Black');
  });

  it('reads again at once after a change in this process', async () => {
    const fake = fakeRepository({ name: 'White', revision: 1 });
    const service = new CatalogueService(fake.repository, { now: () => 1_000 });
    await service.current();
    fake.state.name = 'Black';
    fake.state.revision = 2;
    expect((await service.reload()).tree[0]?.name).toBe('Black');
    expect((await service.current()).revision).toBe(2);
  });
});
