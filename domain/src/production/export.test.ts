import { parse } from 'csv-parse/sync';
import { describe, expect, it, vi } from 'vitest';
import { buildCutList } from './cut-list';
import { drawingSvg } from './drawing';
import { exportContents, exportEntries, exportFileName, productionFileName, slug } from './export';
import {
  cutListCsv,
  cutListOptimizerCsv,
  hardwareCsv,
  homagCsv,
  homagProjectXml,
  orderJson,
  productionText,
} from './formats';
import { summariseHardware } from './hardware';
import { labelsHtml } from './labels';
import * as parts from './parts';
import * as plan from './plan';
import { REFERENCE_TREE, referenceStoredOrder } from '../testing';

vi.mock('./parts', async (importOriginal) => {
  const original = await importOriginal<typeof parts>();
  return { ...original, explodeOrder: vi.fn(original.explodeOrder) };
});

vi.mock('./plan', async (importOriginal) => {
  const original = await importOriginal<typeof plan>();
  return { ...original, cuttingPlan: vi.fn(original.cuttingPlan) };
});

/** The admin page of the order the labels' QR codes open. */
const ORDER_URL = 'https://shop.example.test/admin/orders/5b7e2c1a-3d4f-4a6b-8c9d-4c5d6e7f8a9b';
const OPTIONS = { orderUrl: ORDER_URL };

/** The two label pages, after the plans: A4, then Letter. */
const LABEL_FILES = ['labels-a4.html', 'labels-letter.html'];

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
  let computed: ReturnType<typeof exportEntries> | undefined;
  /** The reference order's export, computed once for the tests that only read it. */
  const referenceEntries = () => (computed ??= exportEntries(order, REFERENCE_TREE, OPTIONS));

  it('lists the six files, one drawing per item, one plan per material, then the labels', () => {
    const names = referenceEntries().map((entry) => entry.name);
    expect(names.slice(0, 6)).toEqual(FIXED_NAMES);
    // The reference order is cut from Arctic White (tile 1, COL-1), Oak Veneer (tile 26, FIN-26)
    // and the drawer boxes' 16 mm board (DRAWER-16).
    expect(names.slice(-5)).toEqual([
      'plans/col-1.svg',
      'plans/fin-26.svg',
      'plans/drawer-16.svg',
      ...LABEL_FILES,
    ]);
    const drawings = names.slice(6, -5);
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
    expect(exportEntries(order, REFERENCE_TREE, OPTIONS)).toEqual(referenceEntries());
  });

  it('explodes the order once and writes every file from that one result', () => {
    const explode = vi.mocked(parts.explodeOrder);
    const planOf = vi.mocked(plan.cuttingPlan);
    explode.mockClear();
    planOf.mockClear();
    const entries = exportEntries(order, REFERENCE_TREE, OPTIONS);
    expect(explode).toHaveBeenCalledTimes(1);
    expect(planOf).toHaveBeenCalledTimes(1);
    // Without settings of its own the plan takes NESTING_RULES' defaults.
    expect(planOf).toHaveBeenCalledWith(explode.mock.results[0]?.value, order.uuid, undefined);

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
    const drawings = exploded.items.length;
    expect(entries.slice(6, 6 + drawings).map((entry) => entry.content)).toEqual(
      exploded.items.map((build) => drawingSvg(build, order.unit)),
    );
    const cutting = plan.cuttingPlan(exploded, order.uuid);
    expect(cutting.materials).toHaveLength(3);
    expect(entries.slice(6 + drawings, -2).map((entry) => entry.content)).toEqual(
      cutting.materials.map((material) => plan.planSvg(material)),
    );
    expect(content['labels-a4.html']).toBe(
      labelsHtml({ order, exploded, orderUrl: ORDER_URL, paper: 'A4' }),
    );
    expect(content['labels-letter.html']).toBe(
      labelsHtml({ order, exploded, orderUrl: ORDER_URL, paper: 'Letter' }),
    );
  });

  it('gives the label pages one label per piece of the cut list, on their own paper', () => {
    const entries = referenceEntries();
    const pieces = buildCutList(parts.explodeOrder(order, REFERENCE_TREE)).totals.parts;
    for (const [name, size] of [
      ['labels-a4.html', 'A4 portrait'],
      ['labels-letter.html', 'letter portrait'],
    ] as const) {
      const html = entries.find((entry) => entry.name === name)?.content ?? '';
      expect(html.split('<div class="label" ').length - 1, name).toBe(pieces);
      expect(html, name).toContain(`@page { size: ${size}; margin: 0; }`);
    }
  });

  it('puts every placed piece on a plan, each plan file naming its material', () => {
    const entries = referenceEntries();
    const cutting = plan.cuttingPlan(parts.explodeOrder(order, REFERENCE_TREE), order.uuid);
    const pieces = buildCutList(parts.explodeOrder(order, REFERENCE_TREE)).totals.parts;
    expect(cutting.totals.pieces + cutting.totals.unplaced).toBe(pieces);
    for (const material of cutting.materials) {
      const svg = entries.find((entry) => entry.name === plan.planFileName(material.material));
      expect(svg?.content, material.material.code).toContain(material.material.code);
      const placed = svg?.content.split('data-kind="part"').length ?? 0;
      expect(placed - 1, material.material.code).toBe(material.totals.pieces);
    }
  });

  it("draws its plans with the saw settings it is given (the order's, docs/production/nesting.md)", () => {
    const nesting = {
      kerfMm: 3.2,
      trimMm: 15,
      maxCutStages: 2 as const,
      firstStage: 'rip' as const,
    };
    const entries = exportEntries(order, REFERENCE_TREE, { ...OPTIONS, nesting });
    const exploded = parts.explodeOrder(order, REFERENCE_TREE);
    const withSettings = plan.cuttingPlan(exploded, order.uuid, nesting);
    const withDefaults = plan.cuttingPlan(exploded, order.uuid);
    const content = (material: plan.MaterialPlan) =>
      entries.find((entry) => entry.name === plan.planFileName(material.material))?.content;
    for (const [index, material] of withSettings.materials.entries()) {
      expect(content(material), material.material.code).toBe(plan.planSvg(material));
      // 15 mm trim instead of 10: another drawing than the defaults'.
      expect(content(material)).not.toBe(plan.planSvg(withDefaults.materials[index]!));
    }
  });

  it("takes the order's own plan when given (fixed, or with stock): its plan files, and labels naming the offcut", () => {
    const exploded = parts.explodeOrder(order, REFERENCE_TREE);
    const plain = plan.cuttingPlan(exploded, order.uuid);
    const key = plan.stockKeyOf(plain.materials[0]!.material);
    const offcut = { id: 'OC-7', lengthMm: 2000, widthMm: 1000, sourceOrderId: '2a4b6c8d0e1f' };
    const stocked = plan.cuttingPlan(exploded, order.uuid, undefined, {
      stock: (stockKey) => (stockKey === key ? [offcut] : []),
    });
    expect(plan.usedStockOffcuts(stocked)).toEqual(['OC-7']);
    vi.mocked(plan.cuttingPlan).mockClear();

    const entries = exportEntries(order, REFERENCE_TREE, { ...OPTIONS, plan: stocked });
    // The plan given is the one written: none made again.
    expect(plan.cuttingPlan).not.toHaveBeenCalled();
    for (const material of stocked.materials) {
      const file = entries.find((entry) => entry.name === plan.planFileName(material.material));
      expect(file?.content, material.material.code).toBe(plan.planSvg(material));
    }
    const onOffcut = stocked.materials[0]!.sheets[0]!;
    expect(onOffcut.source?.offcut.id).toBe('OC-7');
    for (const name of LABEL_FILES) {
      const html = entries.find((entry) => entry.name === name)?.content ?? '';
      expect(html.split('From offcut OC-7').length - 1, name).toBe(onOffcut.placements.length);
    }
    // Without a plan, the labels name no offcut.
    const before = exportEntries(order, REFERENCE_TREE, OPTIONS);
    expect(before.find((entry) => entry.name === LABEL_FILES[0])?.content).not.toContain(
      'From offcut',
    );
  });

  it('writes CSV files that parse back with one row per cut-list part line', () => {
    const entries = referenceEntries();
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
    const names = exportEntries(broken, REFERENCE_TREE, OPTIONS).map((entry) => entry.name);
    expect(names.filter((name) => name.startsWith('drawings/'))).toHaveLength(
      order.cabinets.length - 1,
    );
    expect(names.some((name) => name.startsWith('drawings/02-'))).toBe(false);
    expect(names).toContain(`drawings/03-${slug(order.cabinets[2]!.parentName)}.svg`);
  });

  describe('exportContents', () => {
    it('adds homag-project.zip after cutlist-homag.csv, holding project.xml only', () => {
      const contents = exportContents(order, REFERENCE_TREE, OPTIONS);
      const names = contents.map((entry) => entry.name);
      expect(names.slice(0, 7)).toEqual([
        ...FIXED_NAMES.slice(0, 5),
        'homag-project.zip',
        'hardware.csv',
      ]);
      const archive = contents[5]!;
      expect('files' in archive).toBe(true);
      if (!('files' in archive)) return;
      const cutList = buildCutList(parts.explodeOrder(order, REFERENCE_TREE));
      expect(archive.files).toEqual([
        { name: 'project.xml', content: homagProjectXml(order, cutList) },
      ]);
    });

    it('holds every file of exportEntries, in the same order, besides the archive', () => {
      const files = exportContents(order, REFERENCE_TREE, OPTIONS).filter(
        (entry) => !('files' in entry),
      );
      expect(files).toEqual(referenceEntries());
    });

    it('explodes and plans the order once, and gives the same contents for the same order', () => {
      const explode = vi.mocked(parts.explodeOrder);
      const planOf = vi.mocked(plan.cuttingPlan);
      explode.mockClear();
      planOf.mockClear();
      const first = exportContents(order, REFERENCE_TREE, OPTIONS);
      expect(explode).toHaveBeenCalledTimes(1);
      expect(planOf).toHaveBeenCalledTimes(1);
      expect(exportContents(order, REFERENCE_TREE, OPTIONS)).toEqual(first);
    });
  });

  it('exports an inch order too, with the inch columns in cutlist.csv', () => {
    const inch = referenceStoredOrder('in');
    const entries = exportEntries(inch, REFERENCE_TREE, OPTIONS);
    expect(entries.slice(0, 6).map((entry) => entry.name)).toEqual(FIXED_NAMES);
    // Custom cabinet material (CUSTOM-CAB), High-Gloss Acrylic (tile 24, FIN-24) and item 5's
    // drawer boxes (DRAWER-16).
    expect(entries.slice(-5).map((entry) => entry.name)).toEqual([
      'plans/custom-cab.svg',
      'plans/fin-24.svg',
      'plans/drawer-16.svg',
      ...LABEL_FILES,
    ]);
    // Inch orders print the cut size in inches too.
    expect(entries.at(-2)?.content).toContain(' mm)</p>');
    expect(entries.at(-2)?.content).toContain('&quot; x ');
    const header = entries[2]?.content.split('\r\n')[0] ?? '';
    expect(header.endsWith(',length_in,width_in,finished_length_in,finished_width_in')).toBe(true);
  });
});
