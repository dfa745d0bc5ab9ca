import { describe, expect, it } from 'vitest';
import { buildCutList } from '../cut-list';
import { explodedOrder } from '../../testing/file-order';
import { partNumber, partNumbers } from './part-number';

describe('part numbers', () => {
  it('writes the item index and the part index with a point', () => {
    expect(partNumber(2, 5)).toBe('2.5');
    expect(partNumber(12, 1)).toBe('12.1');
  });

  it('numbers the parts of each item in cut-list order, across its materials', () => {
    const numbers = partNumbers(buildCutList(explodedOrder()));
    // Cabinet colour: item 1 side1, bottom1; item 2 side1, back1. Finish: door1 of each.
    expect(numbers(1, 'side1')).toBe('1.1');
    expect(numbers(1, 'bottom1')).toBe('1.2');
    expect(numbers(1, 'door1')).toBe('1.3');
    expect(numbers(2, 'side1')).toBe('2.1');
    expect(numbers(2, 'back1')).toBe('2.2');
    expect(numbers(2, 'door1')).toBe('2.3');
  });

  it('knows no number for a part the cut list does not hold', () => {
    const numbers = partNumbers(buildCutList(explodedOrder()));
    expect(numbers(1, 'shelf9')).toBeUndefined();
    expect(numbers(7, 'side1')).toBeUndefined();
  });
});
