import { parse } from 'csv-parse/sync';
import { describe, expect, it, vi } from 'vitest';
import { buildCutList } from './cut-list';
import { drawingSvg } from './drawing';
import { exportEntries, exportFileName, productionFileName, slug } from './export';
import {
  cutListCsv,
  cutListOptimizerCsv,
  hardwareCsv,
  homagCsv,
  orderJson,
  productionText,
} from './formats';
import { summariseHardware } from './hardware';
import * as parts from './parts';
import { REFERENCE_TREE, referenceStoredOrder } from './testing';

vi.mock('./parts', async (importOriginal) => {
  const original = await importOriginal<typeof parts>();
  return { ...original, explodeOrder: vi.fn(original.explodeOrder) };
});

const FIXED_NAMES = [
  'order.json',
  'production.txt',
  'cutlist.csv',
  'cutlist-cutlistoptimizer.csv',
  'cutlist-homag.csv',
  'hardware.csv',
];

describe('slug', () => {
  it.each([
    ['Base 1 Door', 'base-1-door'],
    ['Pantry 2 Door', 'pantry-2-door'],
    ["Door 3 holes (Blum's)", 'door-3-holes-blum-s'],
    ['  Señor   Café! ', 'senor-cafe'],
    ['***', 'item'],
  ])('%j -> %j', (text, expected) => {
    expect(slug(text)).toBe(expected);
  });
});

describe('file names', () => {
  it('names the production file and the archive after the short order id', () => {
    expect(productionFileName('3f0c1d2e-4b5a-4c6d-8e7f-0a1b2c3d4e5f')).toBe('0a1b2c3d4e5f.txt');
    expect(exportFileName('3f0c1d2e-4b5a-4c6d-8e7f-0a1b2c3d4e5f')).toBe('0a1b2c3d4e5f.zip');
  });
});

describe('exportEntries', () => {
  const order = referenceStoredOrder('mm');

  it('lists the six files, then one drawing per item, in a fixed order', () => {
    const names = exportEntries(order, REFERENCE_TREE).map((entry) => entry.name);
    expect(names.slice(0, 6)).toEqual(FIXED_NAMES);
    const drawings = names.slice(6);
    expect(drawings).toHaveLength(order.cabinets.length);
    drawings.forEach((name, position) => {
      const item = order.cabinets[position]!;
      expect(name).toBe(
        `drawings/${String(position + 1).padStart(2, '0')}-${slug(item.parentName)}.svg`,
      );
      expect(name).toMatch(/^drawings\/\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/);
    });
  });

  it('is deterministic: the same order gives the same files', () => {
    expect(exportEntries(order, REFERENCE_TREE)).toEqual(exportEntries(order, REFERENCE_TREE));
  });

  it('explodes the order once and writes every file from that one result', () => {
    const explode = vi.mocked(parts.explodeOrder);
    explode.mockClear();
    const entries = exportEntries(order, REFERENCE_TREE);
    expect(explode).toHaveBeenCalledTimes(1);

    const exploded = parts.explodeOrder(order, REFERENCE_TREE);
    const cutList = buildCutList(exploded);
    const hardware = summariseHardware(exploded);
    const content = Object.fromEntries(entries.map((entry) => [entry.name, entry.content]));
    expect(content['order.json']).toBe(orderJson(order));
    expect(content['production.txt']).toBe(productionText(order, exploded, cutList, hardware));
    expect(content['cutlist.csv']).toBe(cutListCsv(order, cutList));
    expect(content['cutlist-cutlistoptimizer.csv']).toBe(cutListOptimizerCsv(order, cutList));
    expect(content['cutlist-homag.csv']).toBe(homagCsv(order, cutList));
    expect(content['hardware.csv']).toBe(hardwareCsv(hardware));
    expect(entries.slice(6).map((entry) => entry.content)).toEqual(
      exploded.items.map((build) => drawingSvg(build, order.unit)),
    );
  });

  it('writes CSV files that parse back with one row per cut-list part line', () => {
    const entries = exportEntries(order, REFERENCE_TREE);
    const cutList = buildCutList(parts.explodeOrder(order, REFERENCE_TREE));
    const lines = cutList.materials.flatMap((m) => m.cabinets.flatMap((c) => c.parts));
    for (const name of ['cutlist.csv', 'cutlist-cutlistoptimizer.csv', 'cutlist-homag.csv']) {
      const text = entries.find((entry) => entry.name === name)?.content ?? '';
      const rows = parse(text, { bom: true }) as string[][];
      expect(rows).toHaveLength(lines.length + 1);
    }
  });

  it('leaves out the drawing of an item production cannot build', () => {
    const broken = {
      ...order,
      cabinets: order.cabinets.map((item, position) =>
        position === 1 ? { ...item, cabinet: { ...item.cabinet, id: 987654 } } : item,
      ),
    };
    const names = exportEntries(broken, REFERENCE_TREE).map((entry) => entry.name);
    expect(names.slice(6)).toHaveLength(order.cabinets.length - 1);
    expect(names.some((name) => name.startsWith('drawings/02-'))).toBe(false);
    expect(names).toContain(`drawings/03-${slug(order.cabinets[2]!.parentName)}.svg`);
  });

  it('exports an inch order too, with the inch columns in cutlist.csv', () => {
    const inch = referenceStoredOrder('in');
    const entries = exportEntries(inch, REFERENCE_TREE);
    expect(entries.slice(0, 6).map((entry) => entry.name)).toEqual(FIXED_NAMES);
    const header = entries[2]?.content.split('\r\n')[0] ?? '';
    expect(header.endsWith(',length_in,width_in,finished_length_in,finished_width_in')).toBe(true);
  });
});
