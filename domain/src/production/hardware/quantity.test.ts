import { describe, expect, it } from 'vitest';
import { formatHardwareQuantity, roundHardwareQuantity } from './quantity';

describe('formatHardwareQuantity', () => {
  it.each([
    [2, '2'],
    [2.5, '2.5'],
    [2.25, '2.3'],
    [2.35, '2.4'],
    [2.04, '2'],
    [0.05, '0.1'],
    [70.86, '70.9'],
    [1200, '1200'],
    [0, '0'],
    [-0, '0'],
    [-0.04, '0'],
  ])('shows %d as %j', (value, text) => {
    expect(formatHardwareQuantity(value)).toBe(text);
  });
});

describe('roundHardwareQuantity', () => {
  it('keeps one decimal and never gives -0', () => {
    expect(roundHardwareQuantity(47.24)).toBe(47.2);
    expect(roundHardwareQuantity(23.62 * 3)).toBe(70.9);
    expect(Object.is(roundHardwareQuantity(-0.01), -0)).toBe(false);
    expect(Object.is(roundHardwareQuantity(-0), -0)).toBe(false);
  });
});
