import { describe, expect, it } from 'vitest';
import { baseTwoDoors, grainPanel, tallPantry } from '../../testing/drawing-samples';
import { drawingSvg } from './svg';

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;

/**
 * A small well-formedness check: after the XML declaration, every tag is a well-formed start,
 * end or empty tag, they nest and balance, and text between them holds no raw '<' or bare '&'.
 * Returns the element names in document order.
 */
function checkWellFormed(svg: string): string[] {
  const body = svg.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  const stack: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const match of body.matchAll(TAG)) {
    const text = body.slice(last, match.index);
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    const [, closing, name = '', , selfClosing] = match;
    if (closing) {
      expect(stack.pop()).toBe(name);
    } else {
      names.push(name);
      if (!selfClosing) stack.push(name);
    }
    last = (match.index ?? 0) + match[0].length;
  }
  expect(body.slice(last).trim()).toBe('');
  expect(stack).toEqual([]);
  return names;
}

describe('drawingSvg', () => {
  it('is a well-formed standalone SVG with an English title and description', () => {
    const svg = drawingSvg(baseTwoDoors, 'mm');
    const names = checkWellFormed(svg);
    expect(names.slice(0, 3)).toEqual(['svg', 'title', 'desc']);
    expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('<title>1. Base 2 Doors (Sink base)</title>');
    expect(svg).toContain(
      '<desc>Front view of a base item, 600 mm wide and 720 mm high, 560 mm deep, 2 door(s) hinged left, right, 1 adjustable shelf(s), on legs.</desc>',
    );
    // 5 box rects, 2 doors + 2 marks, 1 shelf, 2 legs + plinth; 2 x 5 dimension segments
    expect(names.filter((name) => name === 'rect')).toHaveLength(1 + 5 + 2 + 2 + 1);
    expect(names.filter((name) => name === 'line')).toHaveLength(1 + 10);
    expect(names.filter((name) => name === 'text')).toHaveLength(3);
    expect(svg).toContain('>600 mm</text>');
    expect(svg).toContain('>720 mm</text>');
    expect(svg).toContain('>D 560 mm</text>');
  });

  it('refers to nothing outside itself', () => {
    const svg = drawingSvg(tallPantry, 'in');
    expect(svg).not.toMatch(/href|url\(|<image|<script|@import/);
  });

  it('escapes the texts it writes', () => {
    const svg = drawingSvg(
      { ...baseTwoDoors, modelName: 'Base <2> "Doors"', description: 'Tom & Jo' },
      'mm',
    );
    checkWellFormed(svg);
    expect(svg).toContain('<title>1. Base &lt;2&gt; &quot;Doors&quot; (Tom &amp; Jo)</title>');
  });

  it('draws dashed lines for adjustable shelves and left-out fronts', () => {
    const svg = drawingSvg(tallPantry, 'mm');
    expect(svg).toMatch(
      /<line[^>]*stroke-dasharray="[\d.]+ [\d.]+"[^>]*data-kind="shelfAdjustable"/,
    );
    expect(svg).toMatch(/<rect[^>]*stroke-dasharray="[\d.]+ [\d.]+"[^>]*data-kind="door"/);
    expect(svg).toMatch(/<rect(?![^>]*stroke-dasharray)[^>]*data-kind="shelfFixed"/);
  });

  it('labels an inch order in inches, and describes a piece with its grain', () => {
    const svg = drawingSvg(grainPanel, 'in');
    expect(svg).toContain('>23.5 in</text>');
    expect(svg).toContain('>78.74 in</text>');
    expect(svg).toContain('vertical grain');
  });

  it('gives the same bytes for the same item', () => {
    expect(drawingSvg(tallPantry, 'mm')).toBe(drawingSvg(structuredClone(tallPantry), 'mm'));
  });
});
