import { parentPort } from 'node:worker_threads';
import {
  nest,
  type NestingPiece,
  type NestingSettings,
  type NestingSheet,
} from '@cutshop/domain/production';

/*
 * One search of the 2BP benchmark's larger budget in a worker thread
 * (docs/production/nesting.md, "The 2BP benchmark"): plans what it is sent and answers the
 * sheets, the plan and the time it took.
 */

export interface SearchRequest {
  pieces: NestingPiece[];
  sheet: NestingSheet;
  settings: Partial<NestingSettings>;
}

parentPort?.on('message', ({ pieces, sheet, settings }: SearchRequest) => {
  const start = performance.now();
  const plan = nest(pieces, sheet, settings);
  parentPort?.postMessage({ plan, ms: performance.now() - start });
});
