import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadInTurnWhenIdle, whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('waits for the browser idle callback, with the timeout given', async () => {
    const callbacks: { run: () => void; timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      callbacks.push({ run, timeout: options?.timeout });
      return callbacks.length;
    });
    let idle = false;
    const waiting = whenIdle(750).then(() => (idle = true));
    await Promise.resolve();
    expect(idle).toBe(false);
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]?.timeout).toBe(750);
    callbacks[0]?.run();
    await waiting;
    expect(idle).toBe(true);
  });
});

describe('loadInTurnWhenIdle', () => {
  it('starts each load only after the one before settled and the browser was idle again', async () => {
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idleCallbacks.push(run));
    const events: string[] = [];
    const finishers: (() => void)[] = [];
    const load =
      (name: string, fails = false) =>
      () => {
        events.push(`start ${name}`);
        return new Promise<void>((resolve, reject) => {
          finishers.push(() => (fails ? reject(new Error(name)) : resolve()));
        });
      };
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    const all = loadInTurnWhenIdle([load('a', true), load('b')]);

    await flush();
    expect(events).toEqual([]);
    idleCallbacks.shift()?.();
    await flush();
    expect(events).toEqual(['start a']);
    // Nothing else starts while a is loading, idle or not.
    expect(idleCallbacks).toHaveLength(0);
    finishers.shift()?.();
    await flush();
    // a failed: skipped, and b waits for the next idle period.
    expect(events).toEqual(['start a']);
    idleCallbacks.shift()?.();
    await flush();
    expect(events).toEqual(['start a', 'start b']);
    finishers.shift()?.();
    await expect(all).resolves.toBeUndefined();
  });
});
