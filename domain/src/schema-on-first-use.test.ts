import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { onFirstUse } from './schema-on-first-use';

describe('onFirstUse', () => {
  it('builds the schema on first use, once', () => {
    let builds = 0;
    const schema = onFirstUse(() => {
      builds += 1;
      return z.object({ name: z.string().min(1) });
    });
    expect(builds).toBe(0);
    expect(schema.safeParse({ name: 'Kitchen' }).success).toBe(true);
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['name']);
    expect(builds).toBe(1);
  });

  it('stands for the built schema: instanceof, in, keys, methods, inside other schemas', () => {
    const inner = onFirstUse(() => z.string().trim().min(1));
    const outer = onFirstUse(() => z.object({ inner, list: z.array(inner) }));
    expect(inner).toBeInstanceOf(z.ZodString);
    expect(outer).toBeInstanceOf(z.ZodObject);
    expect('_zod' in inner).toBe(true);
    const built = z.object({ inner: z.string(), list: z.array(z.string()) });
    expect(Object.keys(outer)).toEqual(Object.keys(built));
    expect(outer.parse({ inner: ' a ', list: [' b'] })).toEqual({ inner: 'a', list: ['b'] });
    expect(outer.safeParse({ inner: ' ', list: [] }).error?.issues[0]?.path).toEqual(['inner']);
    expect(outer.extend({ more: inner.optional() }).parse({ inner: 'a', list: [] })).toEqual({
      inner: 'a',
      list: [],
    });
  });

  it('builds a recursive schema that names itself', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const node: z.ZodType<Node> = onFirstUse(() =>
      z.object({
        name: z.string(),
        get children() {
          return z.array(node);
        },
      }),
    );
    const tree = { name: 'a', children: [{ name: 'b', children: [] }] };
    expect(node.parse(tree)).toEqual(tree);
    expect(node.safeParse({ name: 'a', children: [{ name: 1, children: [] }] }).success).toBe(
      false,
    );
  });
});
