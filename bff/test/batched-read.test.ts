import { describe, expect, it } from 'vitest';
import { BatchedRead } from '../src/repositories/orders/batched-read';

/** A read whose answers the test releases one at a time. */
function controlledRead() {
  const pending: ((value: number) => void)[] = [];
  let started = 0;
  const read = new BatchedRead(
    () =>
      new Promise<number>((resolve) => {
        started += 1;
        pending.push(resolve);
      }),
  );
  return {
    read,
    started: () => started,
    finish: (value: number) => pending.shift()?.(value),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchedRead', () => {
  it('starts at once when nothing is running', async () => {
    const { read, started, finish } = controlledRead();
    const answer = read.get();
    expect(started()).toBe(1);
    finish(7);
    expect(await answer).toBe(7);
  });

  it('never hands a caller a read that started before its call', async () => {
    const { read, started, finish } = controlledRead();
    const first = read.get();
    // These come while the first read runs: they share the next one, not the first.
    const second = read.get();
    const third = read.get();
    expect(started()).toBe(1);
    finish(1);
    expect(await first).toBe(1);
    await tick();
    expect(started()).toBe(2);
    finish(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
  });

  it('gives later callers a read of their own after a failure', async () => {
    let calls = 0;
    const read = new BatchedRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(read.get()).rejects.toThrow('connection lost');
    expect(await read.get()).toBe(2);
  });
});
