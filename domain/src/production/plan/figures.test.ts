import { describe, expect, it } from 'vitest';
import { cutFigures } from './figures';

describe('cutFigures', () => {
  it('counts the trim cuts in, and says how many of them there are', () => {
    // A hand-made total: 22 cuts between the parts, 16.24 m; 8 trim cuts, 14.66 m.
    expect(
      cutFigures({
        cutCount: 22,
        cutLengthMm: 16_240,
        trimCutCount: 8,
        trimCutLengthMm: 14_660,
      }),
    ).toEqual({ cuts: 30, trimCuts: 8, cutMetres: 30.9, trimCutMetres: 14.7 });
  });

  it('gives zeros for an empty plan', () => {
    expect(
      cutFigures({ cutCount: 0, cutLengthMm: 0, trimCutCount: 0, trimCutLengthMm: 0 }),
    ).toEqual({ cuts: 0, trimCuts: 0, cutMetres: 0, trimCutMetres: 0 });
  });
});
