import {
  BinaryBitmap,
  Code128Reader,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';
import bwipjs from 'bwip-js/node';
import { toSVG } from 'bwip-js/generic';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { buildCutList } from '../cut-list';
import { partId } from '../formats/part-id';
import { explodeOrder } from '../parts';
import { KITCHEN_ORDER_URL, KITCHEN_STAMP, kitchenStoredOrder } from '../../testing/kitchen-order';
import { REFERENCE_TREE, referenceStoredOrder } from '../../testing/reference-order';
import { labelBarcodeOptions, labelQrOptions } from './barcodes';
import { labelsFileName, labelsHtml } from './html';
import { LABEL_PAPERS, LABEL_SHEETS, type LabelPaper } from './rules';

const order = kitchenStoredOrder();
const exploded = explodeOrder(order, REFERENCE_TREE);
const html = (paper: LabelPaper) =>
  labelsHtml({ order, exploded, orderUrl: KITCHEN_ORDER_URL, paper });
const a4 = html('A4');
const letter = html('Letter');
const count = (text: string, needle: string) => text.split(needle).length - 1;

/** A PNG's pixels as luminance (0 black .. 255 white), composited on white. */
function luminance(png: PNG): Uint8ClampedArray {
  const out = new Uint8ClampedArray(png.width * png.height);
  for (let i = 0; i < out.length; i += 1) {
    const [r, g, b, a] = [0, 1, 2, 3].map((k) => png.data[i * 4 + k]!);
    const lum = (r! * 299 + g! * 587 + b! * 114) / 1000;
    out[i] = (lum * a! + 255 * (255 - a!)) / 255;
  }
  return out;
}

async function decode(
  options: ReturnType<typeof labelBarcodeOptions>,
  reader: Code128Reader | QRCodeReader,
) {
  const png = PNG.sync.read(await bwipjs.toBuffer(options));
  const source = new RGBLuminanceSource(luminance(png), png.width, png.height);
  return reader.decode(new BinaryBitmap(new HybridBinarizer(source))).getText();
}

describe('labelsHtml', () => {
  it('prints one label per piece, quantities expanded, in cut-list order', () => {
    const expected = buildCutList(exploded).materials.flatMap(({ cabinets }) =>
      cabinets.flatMap((cabinet) =>
        cabinet.parts.flatMap((part) =>
          Array.from(
            { length: part.quantity },
            (_, copy) =>
              `data-part-id="${partId(order.uuid, cabinet.index, part)}" data-copy="${copy + 1}"`,
          ),
        ),
      ),
    );
    // 134 carcass pieces (the lazy-susan corner's L box: 11 instead of 8; the plinths by the
    // run: 3 pieces and a return for run 1, 1 and a return for run 3, instead of 11 toe kicks),
    // 38 fronts and panels (the blind corner's blind panel and filler among them), 33 drawer box
    // pieces.
    expect(expected).toHaveLength(205);
    for (const page of [a4, letter]) {
      const labels = [
        ...page.matchAll(/<div class="label" (data-part-id="[^"]*" data-copy="\d+")>/g),
      ];
      expect(labels.map((match) => match[1])).toEqual(expected);
    }
  });

  it('lays 8 labels per page: ceil(205 / 8) = 26 pages on both papers', () => {
    for (const page of [a4, letter]) {
      expect(count(page, '<section class="page">')).toBe(26);
      const sections = page.split('<section class="page">').slice(1);
      // 25 x 8 = 200, and 5 on the last page.
      expect(sections.map((s) => count(s, '<div class="label" '))).toEqual([
        ...Array(25).fill(8),
        5,
      ]);
    }
  });

  it('sizes the page and the labels per paper', () => {
    expect(a4).toContain('@page { size: A4 portrait; margin: 0; }');
    expect(a4).toContain(
      '.page { width: 210mm; height: 297mm; padding: 13.1mm 4.65mm; display: grid; grid-template-columns: repeat(2, 99.1mm); grid-template-rows: repeat(4, 67.7mm); column-gap: 2.5mm; row-gap: 0mm;',
    );
    expect(letter).toContain('@page { size: letter portrait; margin: 0; }');
    expect(letter).toContain(
      '.page { width: 215.9mm; height: 279.4mm; padding: 12.7mm 4.7625mm; display: grid; grid-template-columns: repeat(2, 101.6mm); grid-template-rows: repeat(4, 63.5mm); column-gap: 3.175mm; row-gap: 0mm;',
    );
    expect(labelsFileName('A4')).toBe('labels-a4.html');
    expect(labelsFileName('Letter')).toBe('labels-letter.html');
  });

  it.each([
    // paper, labels per page, pages for 205 pieces, the last page's labels:
    // 205 = 14 x 14 + 9 = 24 x 8 + 13
    ['A4-2x7', 14, 15, 9],
    ['Letter-2x7', 14, 15, 9],
    ['A4-3x8', 24, 9, 13],
    ['Letter-3x8', 24, 9, 13],
    ['Roll-62x100', 1, 205, 1],
  ] as const)('lays %s: %i labels per page, %i pages', (paper, perPage, pages, last) => {
    const page = html(paper);
    expect(LABEL_SHEETS[paper].columns * LABEL_SHEETS[paper].rows).toBe(perPage);
    expect(count(page, '<section class="page">')).toBe(pages);
    const sections = page.split('<section class="page">').slice(1);
    expect(sections.map((section) => count(section, '<div class="label" '))).toEqual([
      ...Array<number>(pages - 1).fill(perPage),
      last,
    ]);
  });

  it('fits each label sheet exactly on its page', () => {
    for (const paper of LABEL_PAPERS) {
      const s = LABEL_SHEETS[paper];
      const width =
        2 * s.marginLeftMm + s.columns * s.labelWidthMm + (s.columns - 1) * s.columnGapMm;
      const height = 2 * s.marginTopMm + s.rows * s.labelHeightMm + (s.rows - 1) * s.rowGapMm;
      expect(width).toBeCloseTo(s.pageWidthMm, 3);
      expect(height).toBeCloseTo(s.pageHeightMm, 2);
    }
  });

  it('sizes the new sheets and the roll in CSS millimetres', () => {
    const a4Small = html('A4-3x8');
    expect(a4Small).toContain('@page { size: A4 portrait; margin: 0; }');
    expect(a4Small).toContain(
      '.page { width: 210mm; height: 297mm; padding: 12.9mm 7.25mm; display: grid; grid-template-columns: repeat(3, 63.5mm); grid-template-rows: repeat(8, 33.9mm); column-gap: 2.5mm; row-gap: 0mm;',
    );
    // The compact label: a smaller padding, side column and barcode row; no QR code.
    expect(a4Small).toContain(
      '.label { width: 63.5mm; height: 33.9mm; padding: 1.5mm; overflow: hidden; display: grid; grid-template-columns: minmax(0, 1fr) 17mm; grid-template-rows: minmax(0, 1fr) 6.5mm 3mm;',
    );
    expect(count(a4Small, '<use href="#order-qr"')).toBe(0);
    const letterSmall = html('Letter-2x7');
    expect(letterSmall).toContain(
      '.page { width: 215.9mm; height: 279.4mm; padding: 21.1667mm 4.7625mm; display: grid; grid-template-columns: repeat(2, 101.6mm); grid-template-rows: repeat(7, 33.8667mm); column-gap: 3.175mm; row-gap: 0mm;',
    );
    const roll = html('Roll-62x100');
    expect(roll).toContain('@page { size: 100mm 62mm; margin: 0; }');
    expect(roll).toContain(
      '.page { width: 100mm; height: 62mm; padding: 0mm 0mm; display: grid; grid-template-columns: repeat(1, 100mm); grid-template-rows: repeat(1, 62mm);',
    );
    // The roll's label is a full one, with the QR code.
    expect(count(roll, '<use href="#order-qr"')).toBe(205);
    expect(labelsFileName('A4-3x8')).toBe('labels-a4-3x8.html');
    expect(labelsFileName('Roll-62x100')).toBe('labels-roll-62x100.html');
  });

  it('says on each label what the piece is', () => {
    // Item 11: two wall units 450 x 720 x 320, so four sides 720 x 319 (front edge banded).
    const label = a4
      .split('<div class="label" data-part-id="9d0b2e4f6a81-11-side1" data-copy="2">')[1]!
      .split('\n')[0]!;
    expect(label).toContain(
      '<p class="name"><strong>Side</strong> <span class="copy">2 of 4</span></p>',
    );
    expect(label).toContain('<p class="cabinet">Cabinet 11 \u00b7 Wall 1 Door \u00b7 Glasses</p>');
    expect(label).toContain('<p class="size">720 x 319 x 18 mm</p>');
    expect(label).toContain('<p class="material">Arctic White (COL-1)</p>');
    expect(label).toContain('<p class="grain">Grain N: none \u00b7 Edge band: L1</p>');
    expect(label).toContain('<p class="order">Order 9d0b2e4f6a81 \u00b7 Jordi Puig</p>');
    expect(label).toContain('<p class="part-id">9d0b2e4f6a81-11-side1</p>');
    expect(label).toContain(
      '<line x1="5" y1="14" x2="21" y2="14" stroke="#000" stroke-width="1.2" data-edge="L1" data-banded="true"/>',
    );
    expect(label).toContain('data-edge="W2" data-banded="false"');
    expect(label).toContain('<use href="#order-qr"');
    // The Code 128 drawn by bwip-js from the shared options.
    const bars = /<path[^>]*d="([^"]*)"/.exec(
      toSVG(labelBarcodeOptions('9d0b2e4f6a81-11-side1')),
    )![1]!;
    expect(label).toContain(bars);
    // A door: all four edges banded, grain along the length (an arrow along x).
    const door = a4
      .split('data-part-id="9d0b2e4f6a81-01-door1" data-copy="1">')[1]!
      .split('\n')[0]!;
    expect(door).toContain(
      '<p class="grain">Grain L: along the length \u00b7 Edge band: L1, L2, W1, W2</p>',
    );
    expect(door).toContain('<p class="material">Oak Veneer (FIN-26)</p>');
    expect(count(door, 'data-banded="true"')).toBe(4);
    expect(door).not.toContain(' in</p>');
  });

  it('adds the inches on an inch order', () => {
    // Reference inch order, item 1: base 20 x 34.5 x 24 in on 100 mm legs in Birch ply 0.75 in
    // (19.05 mm): side 876.3 - 100 = 776.3 x 609.6 mm, cut 776.3 x 608.6 mm; in inches
    // 30.56 x 23.96 x 0.75; to the nearest 1/32 in: 776.3 / 25.4 x 32 = 978.02 -> 978/32 =
    // 30 9/16; 608.6 / 25.4 x 32 = 766.74 -> 767/32 = 23 31/32; 19.05 mm = 24/32 = 3/4.
    const inchOrder = referenceStoredOrder('in');
    const page = labelsHtml({
      order: inchOrder,
      exploded: explodeOrder(inchOrder, REFERENCE_TREE),
      orderUrl: 'https://shop.example.com/admin/orders/x',
      paper: 'Letter',
    });
    const first = page.split('<div class="label" ')[1]!;
    expect(first).toContain('data-part-id="3b5c7d9e1f20-01-side1" data-copy="1"');
    expect(first).toContain(
      '<p class="size">30 9/16&quot; x 23 31/32&quot; x 3/4&quot;</p>' +
        '<p class="size-alt">30.56 x 23.96 x 0.75 in (776.3 x 608.6 x 19.05 mm)</p>',
    );
  });

  it('escapes every text and loads nothing from outside', () => {
    const hostile = '<script>alert("x")</script> & \'co\'';
    const page = labelsHtml({
      order: { ...order, customer: { ...order.customer, fullName: hostile } },
      exploded: {
        ...exploded,
        materials: exploded.materials.map((m) => ({ ...m, name: '<b>&"x"' })),
        items: exploded.items.map((item) => ({ ...item, description: '<i>desc</i>' })),
      },
      orderUrl: KITCHEN_ORDER_URL,
      paper: 'A4',
    });
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<b>');
    expect(page).not.toContain('<i>');
    expect(page).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;co&apos;',
    );
    expect(page).toContain('&lt;b&gt;&amp;&quot;x&quot; (COL-1)');
    expect(page).toContain('&lt;i&gt;desc&lt;/i&gt;');
    for (const outside of ['<link', '<img', ' src=', 'url(', '@import', 'href="http']) {
      expect(page).not.toContain(outside);
    }
  });

  it('is deterministic', () => {
    expect(html('A4')).toBe(a4);
    const again = kitchenStoredOrder();
    expect(
      labelsHtml({
        order: again,
        exploded: explodeOrder(again, REFERENCE_TREE),
        orderUrl: KITCHEN_ORDER_URL,
        paper: 'Letter',
      }),
    ).toBe(letter);
  });

  it('says so when the order has no part', () => {
    const page = labelsHtml({
      order,
      exploded: { ...exploded, items: [] },
      orderUrl: KITCHEN_ORDER_URL,
      paper: 'A4',
    });
    expect(count(page, '<section class="page">')).toBe(0);
    expect(page).toContain('<p class="empty">Order 9d0b2e4f6a81 has no parts to label.</p>');
  });
});

describe('the barcodes', () => {
  it('decode back: the Code 128 to its part id, the QR code to the order URL', async () => {
    for (const id of [
      '9d0b2e4f6a81-01-side1',
      '9d0b2e4f6a81-16-drawer_front1',
      `${KITCHEN_STAMP.uuid.slice(-12)}-20-shelf_adj1`,
    ]) {
      expect(await decode(labelBarcodeOptions(id), new Code128Reader())).toBe(id);
    }
    expect(await decode(labelQrOptions(KITCHEN_ORDER_URL), new QRCodeReader())).toBe(
      KITCHEN_ORDER_URL,
    );
  });

  it('are the ones on the page: the QR symbol is drawn from the same options', () => {
    const modules = /<path[^>]*d="([^"]*)"/.exec(toSVG(labelQrOptions(KITCHEN_ORDER_URL)))![1]!;
    expect(a4).toContain(`<symbol id="order-qr" viewBox=`);
    expect(count(a4, modules)).toBe(1);
  });
});
