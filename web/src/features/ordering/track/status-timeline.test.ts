import { describe, expect, it } from 'vitest';
import { timelineDates } from './status-timeline';

describe('timelineDates', () => {
  it("makes each language's date format once, in that language", () => {
    const english = timelineDates('en');
    expect(timelineDates('en')).toBe(english);
    expect(english.resolvedOptions().locale).toMatch(/^en/);
    const spanish = timelineDates('es');
    expect(spanish).not.toBe(english);
    expect(spanish.format(new Date('2026-03-05T10:00:00Z'))).toMatch(/marzo/);
  });
});
