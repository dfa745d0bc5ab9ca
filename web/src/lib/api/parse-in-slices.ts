import { z } from 'zod';
import { nextTask } from '../when-idle';
import { isRecord } from '../is-record';

/**
 * Main-thread time a slice of the first check may take before the rest waits for a later task:
 * 5 ms is 40 ms on Lighthouse's phone at 8 times slower, under the 50 ms a task may take before
 * it blocks (docs/architecture.md, "The first page's start").
 */
const SLICE_MS = 5;

/** How deep the check is cut into parts: the answer's fields, then each element of a list. */
const DEPTH = 2;

/**
 * `schema.parse(json)`, with the cost of a schema's first check spread over several tasks. A
 * domain schema's first check builds it (`onFirstUse`) and runs every one of its parts for the
 * first time, which is most of its cost: the tracking answer took 15 to 25 ms in one task, a
 * later check 1 ms. So each part of the answer (each field, each element of a list field) is
 * checked first on its own, in slices of at most SLICE_MS, and the answer is then checked whole
 * by the schema, warm, which decides: the result and its errors are `schema.parse`'s own.
 */
export async function parseInSlices<S extends z.ZodType>(
  schema: S,
  json: unknown,
): Promise<z.output<S>> {
  const slice = { start: performance.now() };
  await checkParts(schema, json, DEPTH, slice);
  await nextTask();
  return schema.parse(json);
}

async function checkParts(
  schema: z.ZodType,
  value: unknown,
  depth: number,
  slice: { start: number },
): Promise<void> {
  if (depth > 0 && schema instanceof z.ZodObject && isRecord(value)) {
    const shape = schema.shape as Record<string, z.ZodType>;
    for (const [key, part] of Object.entries(shape)) {
      await checkParts(part, value[key], depth - 1, slice);
    }
    return;
  }
  if (depth > 0 && schema instanceof z.ZodArray && Array.isArray(value)) {
    const element = schema.element as z.ZodType;
    for (const item of value) await checkParts(element, item, depth - 1, slice);
    return;
  }
  if (performance.now() - slice.start > SLICE_MS) {
    await nextTask();
    slice.start = performance.now();
  }
  // Only warms the part: the whole answer's check decides.
  schema.safeParse(value);
}
