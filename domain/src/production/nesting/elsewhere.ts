import type { NestingPiece, NestingResult, NestingSettings, NestingSheet } from './types';

/*
 * Where the second search of a plan runs (docs/production/nesting.md, "Two searches"). `nest`
 * starts it before its own search and takes its plan after: on another thread when the runtime
 * has given one (the server's worker thread), else here, after the first. The plan is the same
 * either way: the second search is `nest` itself with its own settings, deterministic as
 * always, so only the time differs.
 */

/** One call of `nest`, as plain data (it crosses to another thread). */
export interface NestCall {
  pieces: readonly NestingPiece[];
  sheet: NestingSheet;
  settings: Partial<NestingSettings>;
}

/**
 * Starts a call of `nest` on another thread and answers a function that waits for its plan,
 * or for null when that thread could not plan it (the call is then made here).
 */
export type NestElsewhere = (call: NestCall) => () => NestingResult | null;

let elsewhere: NestElsewhere | null = null;

/**
 * Sets where the second searches run from now on (null: here, after the first). A runtime
 * with threads sets it once at start; plans do not change with it, only their time.
 */
export function nestElsewhere(runner: NestElsewhere | null): void {
  elsewhere = runner;
}

/** Starts `call` elsewhere when a runner is set; the answer waits for its plan. */
export function startNest(
  call: NestCall,
  here: (call: NestCall) => NestingResult,
): () => NestingResult {
  const started = elsewhere?.(call) ?? null;
  return () => started?.() ?? here(call);
}
