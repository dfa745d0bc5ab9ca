import type { Knex } from 'knex';
import { seed as seedCatalogue } from './01_catalogue';

export interface SeedResult {
  name: string;
  /** False when the seed found its data already there and changed nothing. */
  applied: boolean;
}

/** The seeds in the order they run; each one is safe to run again. */
const SEEDS: readonly { name: string; run: (knex: Knex) => Promise<boolean> }[] = [
  { name: '01_catalogue', run: seedCatalogue },
];

export async function runSeeds(knex: Knex): Promise<SeedResult[]> {
  const results: SeedResult[] = [];
  for (const { name, run } of SEEDS) {
    results.push({ name, applied: await run(knex) });
  }
  return results;
}
