import { createHash } from 'node:crypto';

/** A step of the canonical writer: text to write as it is, or a value to write. */
type Step = { text: string } | { value: unknown };

/** The steps that write an array or an object, in writing order. */
function stepsOf(container: object): Step[] {
  if (Array.isArray(container)) {
    const members = container.flatMap((member, index): Step[] =>
      index === 0 ? [{ value: member }] : [{ text: ',' }, { value: member }],
    );
    return [{ text: '[' }, ...members, { text: ']' }];
  }
  const entries = Object.entries(container)
    .filter(([, member]) => member !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap(([key, member], index): Step[] => [
      ...(index === 0 ? [] : [{ text: ',' }]),
      { text: `${JSON.stringify(key)}:` },
      { value: member },
    ]);
  return [{ text: '{' }, ...entries, { text: '}' }];
}

/**
 * JSON with object keys sorted, so the same data always gives the same text. Written with an
 * explicit stack rather than recursion: however deep a body is nested, this cannot overflow
 * the call stack (the body parser refuses deep bodies before this runs anyway).
 */
function canonicalJson(value: unknown): string {
  const out: string[] = [];
  const pending: Step[] = [{ value }];
  for (let step = pending.pop(); step !== undefined; step = pending.pop()) {
    if ('text' in step) out.push(step.text);
    else if (step.value !== null && typeof step.value === 'object') {
      // One push per step: spreading a long array into push() would overflow the stack too.
      for (const next of stepsOf(step.value).reverse()) pending.push(next);
    } else out.push(JSON.stringify(step.value) ?? 'null');
  }
  return out.join('');
}

/**
 * The fingerprint of a request body for idempotency: equal for the same data however it was
 * spaced or its keys ordered, different for any other data.
 */
export function hashRequestBody(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
