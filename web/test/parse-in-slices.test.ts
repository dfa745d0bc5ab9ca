import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInSlices } from '../src/lib/api/parse-in-slices';

/** A check that keeps the main thread busy for `ms`, as a cold schema's first check does. */
function busy(ms: number): true {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // the cost of a first check
  }
  return true;
}

const itemSchema = z.object({
  width: z.number().positive(),
  note: z.string().default(''),
});
const answerSchema = z.object({
  id: z.string().min(1),
  items: z.array(itemSchema).min(1),
  total: z.number().int(),
});

describe('parseInSlices', () => {
  it("gives schema.parse's own result: its defaults, without unknown keys", async () => {
    const json = {
      id: 'A1',
      items: [{ width: 600 }, { width: 450, note: 'left' }],
      total: 3,
      x: 1,
    };
    await expect(parseInSlices(answerSchema, json)).resolves.toEqual(answerSchema.parse(json));
    expect(await parseInSlices(answerSchema, json)).toEqual({
      id: 'A1',
      items: [
        { width: 600, note: '' },
        { width: 450, note: 'left' },
      ],
      total: 3,
    });
  });

  it("rejects what schema.parse refuses, with its errors, also a part's and a whole's", async () => {
    for (const json of [
      { id: 'A1', items: [{ width: -1 }], total: 3 },
      { id: '', items: [], total: 1.5 },
      [],
      null,
      'order',
    ]) {
      const expected = answerSchema.safeParse(json);
      expect(expected.success).toBe(false);
      const failure = await parseInSlices(answerSchema, json).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(z.ZodError);
      expect((failure as z.ZodError).issues).toEqual(expected.error?.issues);
    }
  });

  it('lets other tasks run between slices once a part has taken its slice', async () => {
    const order: string[] = [];
    const slowItem = z.object({
      width: z.number().refine(() => {
        order.push('check');
        return busy(6);
      }),
    });
    const schema = z.object({ items: z.array(slowItem) });
    const json = { items: [{ width: 1 }, { width: 2 }, { width: 3 }] };
    setTimeout(() => order.push('other task'), 0);
    const parsing = parseInSlices(schema, json).then(() => order.push('parsed'));
    order.push('caller');
    await parsing;
    // The first element at once, in the caller's task (6 ms: its slice is taken); the next ones
    // in later tasks, after the task already waiting; then the whole answer, warm.
    expect(order).toEqual([
      'check',
      'caller',
      'other task',
      'check',
      'check',
      ...['check', 'check', 'check'],
      'parsed',
    ]);
  });

  it('checks the whole answer in its task once the parts are checked, for a small answer too', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('other task'), 0);
    const parsing = parseInSlices(z.object({ id: z.string() }), { id: 'A' }).then(() =>
      order.push('parsed'),
    );
    await parsing;
    expect(order).toEqual(['other task', 'parsed']);
  });
});
