import {
  MessageChannel,
  receiveMessageOnPort,
  Worker,
  type MessagePort,
} from 'node:worker_threads';
import type { NestCall, NestElsewhere, NestingResult } from '@cutshop/domain/production';

/*
 * The second search of every plan on a worker thread of its own (docs/production/nesting.md,
 * "Two searches"): `nest` starts it before its own search, so the two run side by side on two
 * cores, and waits for its plan after. The plan is the same as when both run one after the
 * other (the thread runs the same `nest`); only the time differs. `nest` is synchronous, as the
 * requests that plan call it, so the wait is too: the thread answers on a message port read
 * with receiveMessageOnPort and raises a shared counter the caller sleeps on (Atomics.wait).
 * One call at a time: the caller blocks until the answer, so a thread never holds two.
 */

/** How long a caller waits for the thread before planning the call itself (a stuck thread). */
export const NEST_THREAD_TIMEOUT_MS = 120_000;

interface Answer {
  id: number;
  plan: NestingResult | null;
}

/** The thread's code: plans each call it gets, answers, then raises the counter. */
const threadCode = (production: string, tsx: string) => `
const { parentPort, workerData } = require('node:worker_threads');
const { port, signal } = workerData;
const raised = new Int32Array(signal);
const answer = (message) => {
  port.postMessage(message);
  Atomics.add(raised, 0, 1);
  Atomics.notify(raised, 0);
};
import(${JSON.stringify(tsx)})
  .then(({ tsImport }) => tsImport(${JSON.stringify(production)}, ${JSON.stringify(production)}))
  .then(({ nest }) => {
    port.on('message', ({ id, call }) => {
      try {
        answer({ id, plan: nest(call.pieces, call.sheet, call.settings) });
      } catch {
        answer({ id, plan: null });
      }
    });
    parentPort.postMessage({ ready: true });
  }, (error) => {
    port.on('message', ({ id }) => answer({ id, plan: null }));
    parentPort.postMessage({ failed: String(error && error.message || error) });
  });
`;

export interface NestThread {
  /** Where `nest` runs its second searches: give it to nestElsewhere. */
  run: NestElsewhere;
  /** Stops the thread; a call after this is planned by its caller. */
  stop(): Promise<void>;
}

export interface NestThreadOptions {
  /** How long a caller waits before planning the call itself; the thread is then replaced. */
  timeoutMs?: number;
  /** The thread has loaded the domain and plans (for the log). */
  onReady?: () => void;
  /** The thread cannot plan, or stopped answering: its callers plan themselves (for the log). */
  onProblem?: (message: string) => void;
}

/**
 * Starts the thread now (it loads the domain in the background, about half a second; a call
 * made before waits for it).
 */
export function startNestThread({
  timeoutMs = NEST_THREAD_TIMEOUT_MS,
  onReady,
  onProblem,
}: NestThreadOptions = {}): NestThread {
  const production = import.meta.resolve('@cutshop/domain/production');
  const tsx = import.meta.resolve('tsx/esm/api');
  let stopped = false;
  let nextId = 1;
  type Thread = { worker: Worker; port: MessagePort; raised: Int32Array };
  let thread: Thread | null = null;

  const start = (): Thread => {
    const { port1, port2 } = new MessageChannel();
    const signal = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
    const worker = new Worker(threadCode(production, tsx), {
      eval: true,
      workerData: { port: port2, signal },
      transferList: [port2],
    });
    // Neither keeps the process alive; an error ends the thread, and its callers plan here.
    worker.unref();
    port1.unref();
    const started = { worker, port: port1, raised: new Int32Array(signal) };
    worker.on('message', (status: { ready?: true; failed?: string }) => {
      if (status.ready) onReady?.();
      else onProblem?.(`the nesting thread could not load the planner: ${status.failed}`);
    });
    worker.on('error', (error) => onProblem?.(`the nesting thread failed: ${error.message}`));
    worker.on('exit', () => {
      if (thread !== started) return;
      thread = null;
      if (!stopped) onProblem?.('the nesting thread stopped; a new one starts with the next plan');
    });
    return started;
  };

  const replace = () => {
    if (thread) void thread.worker.terminate();
    thread = stopped ? null : start();
  };

  thread = start();

  const run: NestElsewhere = (call: NestCall) => {
    if (stopped) return () => null;
    thread ??= start();
    const { port, raised } = thread;
    const id = nextId++;
    port.postMessage({ id, call });
    return () => {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const seen = Atomics.load(raised, 0);
        for (let got = receiveMessageOnPort(port); got; got = receiveMessageOnPort(port)) {
          const answer = got.message as Answer;
          if (answer.id === id) return answer.plan;
        }
        const left = deadline - performance.now();
        if (left <= 0) {
          onProblem?.(`the nesting thread did not answer within ${timeoutMs} ms and is replaced`);
          replace();
          return null;
        }
        Atomics.wait(raised, 0, seen, left);
      }
    };
  };

  return {
    run,
    async stop() {
      stopped = true;
      const current = thread;
      thread = null;
      if (current) await current.worker.terminate();
    },
  };
}
