import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { nest, nestElsewhere, type NestCall } from '@cutshop/domain/production';
import { stressPieces, STRESS_CASE } from '@cutshop/domain/testing';
import { startNestThread } from '../src/services/production/nest-thread';

/*
 * The second search of a plan on a worker thread (docs/production/nesting.md, "Two searches"):
 * the thread answers the plan `nest` makes here, a plan made with it is the plan made without
 * it, and a thread that cannot answer leaves the call to its caller.
 */

const PIECES = stressPieces(120);
const CALL: NestCall = {
  pieces: PIECES,
  sheet: STRESS_CASE.sheet,
  settings: { searchSeed: 20261127, searchStint: 0, searches: 1 },
};
const thread = startNestThread();

afterEach(() => nestElsewhere(null));
afterAll(() => thread.stop());

describe('the nesting thread', () => {
  it('answers the plan nest makes here', () => {
    const answer = thread.run(CALL)();
    expect(answer).not.toBeNull();
    expect(answer).toEqual(nest(CALL.pieces, CALL.sheet, CALL.settings));
  });

  it('gives nest the same plan as planning both searches here', () => {
    const here = nest(PIECES, STRESS_CASE.sheet);
    const answered: unknown[] = [];
    nestElsewhere((call) => {
      const answer = thread.run(call);
      return () => {
        answered.push(answer());
        return answered.at(-1) as ReturnType<typeof answer>;
      };
    });
    expect(nest(PIECES, STRESS_CASE.sheet)).toEqual(here);
    expect(answered).toHaveLength(1);
    expect(answered[0]).not.toBeNull();
  });

  it('says when it is ready to plan', async () => {
    let ready: () => void = () => undefined;
    const said = new Promise<void>((resolve) => (ready = resolve));
    const another = startNestThread({ onReady: () => ready() });
    try {
      await said;
    } finally {
      await another.stop();
    }
  });

  it('answers null past its time and says so, then serves the next call from a new thread', () => {
    const problems: string[] = [];
    const impatient = startNestThread({ timeoutMs: 0, onProblem: (m) => problems.push(m) });
    try {
      expect(impatient.run(CALL)()).toBeNull();
      expect(problems).toEqual(['the nesting thread did not answer within 0 ms and is replaced']);
    } finally {
      void impatient.stop();
    }
    expect(thread.run({ ...CALL, pieces: PIECES.slice(0, 30) })()).toEqual(
      nest(PIECES.slice(0, 30), CALL.sheet, CALL.settings),
    );
  });

  it('answers null once stopped, so its callers plan here', async () => {
    const few = PIECES.slice(0, 30);
    const here = nest(few, STRESS_CASE.sheet);
    const stopped = startNestThread();
    await stopped.stop();
    expect(stopped.run(CALL)()).toBeNull();
    nestElsewhere(stopped.run);
    expect(nest(few, STRESS_CASE.sheet)).toEqual(here);
  });
});
