/*
 * The printable quote (docs/production/prices.md): English and Spanish, A4 and Letter, every
 * customer text escaped, the shop's adjustment, a custom material on request, the tax added or
 * included, and the same bytes for the same input.
 */
import { describe, expect, it } from 'vitest';
import type { SetPriceList, StoredOrder } from '..';
import { kitchenStoredOrder, referenceStoredOrder, REFERENCE_TREE } from '../testing';
import { withAdjustment, type StoredOrderPrice } from './order-price';
import { priceOrder } from './price-order';
import { quoteFileName, quoteHtml, type QuoteOptions } from './quote';

/** The no-break space Intl puts between a Spanish amount and its currency sign. */
const NBSP = '\u00a0';

/** The price list of the kitchen example of docs/production/prices.md. */
function kitchenList(changes: Partial<SetPriceList> = {}): SetPriceList {
  return {
    version: 3,
    currency: 'EUR',
    taxRate: 0.21,
    pricesIncludeTax: false,
    minimumOrder: 0,
    materials: { '1': { perSheet: 4500 }, '26': { perSheet: 8990 } },
    customMaterialPerM2: 0,
    backBoardPerM2: 0,
    drawerBoardPerM2: 0,
    edgeBandPerMetre: 25,
    hardware: { hinge: 150, golaJ: 1200, toeKick: 375, plinthClip: 40 },
    assemblyPerItem: 1500,
    cuttingPerSheet: 250,
    ...changes,
  };
}

/** A price as the server stores it: priceOrder's, with no adjustment yet. */
function stored(order: StoredOrder, list: SetPriceList): StoredOrderPrice {
  return { ...priceOrder(order, REFERENCE_TREE, list), adjustment: null };
}

const NOW = new Date('2026-11-26T09:30:00.000Z');
const EN_A4: QuoteOptions = { language: 'en', paper: 'a4', now: NOW };
const ES_A4: QuoteOptions = { language: 'es', paper: 'a4', now: NOW, snapshot: REFERENCE_TREE };

/** The rows of the price table as plain text: each row's cells joined with " | ". */
function tableRows(html: string): string[] {
  const table = html.slice(html.indexOf('<table>'), html.indexOf('</table>'));
  return [...table.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((match) =>
    [...(match[1] ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)]
      .map((cell) => (cell[1] ?? '').replace(/<[^>]+>/g, ' ').trim())
      .join(' | '),
  );
}

describe('quoteHtml: the kitchen, in English and in Spanish', () => {
  const order = kitchenStoredOrder();
  const price = stored(order, kitchenList());

  it('writes the English quote: heading, order, customer, lines and totals', () => {
    const html = quoteHtml(order, price, EN_A4);
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">\n')).toBe(true);
    expect(html).toContain('<h1>Quote</h1>');
    expect(html).toContain('<dt>Order</dt><dd>9d0b2e4f6a81</dd>');
    expect(html).toContain('<dt>Order name</dt><dd>Oak kitchen</dd>');
    expect(html).toContain('<dt>Order date</dt><dd>November 25, 2026</dd>');
    expect(html).toContain('<dt>Quote date</dt><dd>November 26, 2026</dd>');
    expect(html).toContain('<dt>Name</dt><dd>Jordi Puig</dd>');
    expect(html).toContain('<dt>Address</dt><dd>12 Carrer de Mallorca, Barcelona</dd>');
    expect(html).toContain('<dt>E-mail</dt><dd>jordi@example.com</dd>');
    expect(html).toContain('<dt>Phone</dt><dd>600 300 400</dd>');
    // The worked example of docs/production/prices.md, line by line.
    expect(tableRows(html)).toEqual([
      'Description | Unit price | Amount',
      'Arctic White: 8 sheets | €45.00 / sheet | €360.00',
      'Oak Veneer: 5 sheets | €89.90 / sheet | €449.50',
      'Edge banding: 177.91 m | €0.25 / m | €44.48',
      'Hinges: 41 pcs | €1.50 / pc | €61.50',
      'Gola J rail: 0.80 m | €12.00 / m | €9.60',
      // The plinth is cut from board: no toe kick line; its 27 clips.
      'Plinth clips: 27 pcs | €0.40 / pc | €10.80',
      'Assembly: 17 items | €15.00 / item | €255.00',
      'Cutting: 14 sheets | €2.50 / sheet | €35.00',
      'Subtotal | €1,225.88',
      'VAT 21 % | €257.43',
      'Total | €1,483.31',
    ]);
    expect(html).toContain('<tr class="payable"><th scope="row" colspan="2">Total</th>');
  });

  it('writes the Spanish quote with the catalogue’s Spanish names and Spanish numbers', () => {
    const html = quoteHtml(order, price, ES_A4);
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="es">\n')).toBe(true);
    expect(html).toContain('<h1>Presupuesto</h1>');
    expect(html).toContain('<dt>Pedido</dt><dd>9d0b2e4f6a81</dd>');
    expect(html).toContain('<dt>Fecha del pedido</dt><dd>25 de noviembre de 2026</dd>');
    expect(html).toContain('<dt>Teléfono</dt><dd>600 300 400</dd>');
    expect(tableRows(html)).toEqual([
      'Descripción | Precio unitario | Importe',
      `Blanco Ártico: 8 tableros | 45,00${NBSP}€ / tablero | 360,00${NBSP}€`,
      `Chapa de roble: 5 tableros | 89,90${NBSP}€ / tablero | 449,50${NBSP}€`,
      `Canto: 177,91 m | 0,25${NBSP}€ / m | 44,48${NBSP}€`,
      `Bisagra: 41 uds. | 1,50${NBSP}€ / ud. | 61,50${NBSP}€`,
      `Perfil gola J: 0,80 m | 12,00${NBSP}€ / m | 9,60${NBSP}€`,
      `Clip de zócalo: 27 uds. | 0,40${NBSP}€ / ud. | 10,80${NBSP}€`,
      `Montaje: 17 artículos | 15,00${NBSP}€ / artículo | 255,00${NBSP}€`,
      `Corte: 14 tableros | 2,50${NBSP}€ / tablero | 35,00${NBSP}€`,
      `Subtotal | 1225,88${NBSP}€`,
      `IVA 21 % | 257,43${NBSP}€`,
      `Total | 1483,31${NBSP}€`,
    ]);
  });

  it('names ready-made materials as the order stored them when no catalogue is given', () => {
    const html = quoteHtml(order, price, { language: 'es', paper: 'a4', now: NOW });
    expect(tableRows(html)[1]).toBe(
      `Arctic White: 8 tableros | 45,00${NBSP}€ / tablero | 360,00${NBSP}€`,
    );
  });

  it('counts accessories sold in sets as sets', () => {
    // Items 2 (3 drawers) and 4 (1 drawer) on TANDEMBOX: 4 sets; the loose front (20) none.
    const html = quoteHtml(
      order,
      stored(order, kitchenList({ hardware: { tandenBox: 4500 } })),
      ES_A4,
    );
    expect(html).toContain(
      `<td>Cajón TandemBox: 4 juegos</td><td class="num">45,00${NBSP}€ / juego</td>`,
    );
  });

  it('sizes the page for A4 or Letter and keeps every table row on one page', () => {
    const a4 = quoteHtml(order, price, EN_A4);
    const letter = quoteHtml(order, price, { ...EN_A4, paper: 'letter' });
    expect(a4).toContain('@page { size: A4; margin: 15mm; }');
    expect(letter).toContain('@page { size: Letter; margin: 0.6in; }');
    expect(letter).not.toContain('size: A4');
    for (const html of [a4, letter]) {
      expect(html).toContain('tr { break-inside: avoid; page-break-inside: avoid; }');
      expect(html).toContain('thead { display: table-header-group; }');
    }
    expect(quoteFileName(order.uuid, 'letter')).toBe('quote-9d0b2e4f6a81-letter.html');
  });

  it('is self-contained: no script, no external resource, one inline style', () => {
    const html = quoteHtml(order, price, ES_A4);
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\ssrc=|\shref=|url\(|@import/i);
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('gives the same bytes for the same input', () => {
    expect(quoteHtml(order, price, ES_A4)).toBe(quoteHtml(kitchenStoredOrder(), price, ES_A4));
  });

  it('matches the stored Spanish quote of the kitchen, with a discount', async () => {
    const discounted = withAdjustment(price, {
      amount: -5000,
      reason: 'Cliente habitual',
      by: 'admin@localhost',
      at: '2026-11-26T09:00:00.000Z',
    });
    await expect(quoteHtml(order, discounted, ES_A4)).toMatchFileSnapshot(
      './__snapshots__/kitchen-quote-es-a4.html.snap',
    );
  });
});

describe('quoteHtml: customer texts are shown as text', () => {
  it('escapes the order name, the customer and the adjustment’s reason', () => {
    const order = kitchenStoredOrder();
    const hostile: StoredOrder = {
      ...order,
      name: '<img src=x onerror=alert(1)>',
      customer: {
        ...order.customer,
        fullName: '<script>alert("hi")</script>',
        address: 'Tom & Jerry\'s "house"',
      },
    };
    const price = withAdjustment(stored(order, kitchenList()), {
      amount: -100,
      reason: '</th><script>x()</script>',
      by: 'admin@localhost',
      at: '2026-11-26T09:00:00.000Z',
    });
    const html = quoteHtml(hostile, price, EN_A4);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('<dd>&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;</dd>');
    expect(html).toContain('<dd>&lt;img src=x onerror=alert(1)&gt;</dd>');
    expect(html).toContain('<dd>Tom &amp; Jerry&apos;s &quot;house&quot;</dd>');
    expect(html).toContain('&lt;/th&gt;&lt;script&gt;x()&lt;/script&gt;');
    expect(html).toContain(
      '<title>Quote 9d0b2e4f6a81 · &lt;img src=x onerror=alert(1)&gt;</title>',
    );
  });
});

describe('quoteHtml: the shop’s adjustment', () => {
  const order = kitchenStoredOrder();
  const price = stored(order, kitchenList());

  it('states a discount with its reason, then the total to pay', () => {
    const html = quoteHtml(
      order,
      withAdjustment(price, {
        amount: -3331,
        reason: 'Loyal customer\nsecond kitchen',
        by: 'admin@localhost',
        at: '2026-11-26T09:00:00.000Z',
      }),
      EN_A4,
    );
    expect(tableRows(html).slice(-4)).toEqual([
      'VAT 21 % | €257.43',
      'Total | €1,483.31',
      'Discount Loyal customer\nsecond kitchen | -€33.31',
      'Total to pay | €1,450.00',
    ]);
    expect(html).toContain('<span class="reason">Loyal customer\nsecond kitchen</span>');
    expect(html).toContain(
      '<tr class="payable"><th scope="row" colspan="2">Total to pay</th><td class="num">€1,450.00</td></tr>',
    );
  });

  it('states a surcharge in Spanish', () => {
    const html = quoteHtml(
      order,
      withAdjustment(price, {
        amount: 2000,
        reason: 'Entrega urgente',
        by: 'admin@localhost',
        at: '2026-11-26T09:00:00.000Z',
      }),
      ES_A4,
    );
    expect(tableRows(html).slice(-2)).toEqual([
      `Recargo Entrega urgente | 20,00${NBSP}€`,
      `Total a pagar | 1503,31${NBSP}€`,
    ]);
  });
});

describe('quoteHtml: a custom material on request, the tax included, the minimum order', () => {
  const order = referenceStoredOrder('in');

  it('says "Price on request" on the line and under the totals', () => {
    const price = stored(
      order,
      kitchenList({
        taxRate: 0,
        customMaterialPerM2: null,
        materials: { '24': { perSheet: 6000 } },
        hardware: { toeKick: 500, plinthClip: 50 },
        edgeBandPerMetre: 0,
        assemblyPerItem: 0,
        cuttingPerSheet: 0,
      }),
    );
    expect(price.onRequest).toBe(true);
    const en = quoteHtml(order, price, EN_A4);
    expect(tableRows(en)).toEqual([
      'Description | Unit price | Amount',
      'Birch ply (custom material): 28.829 m² |  | Price on request',
      'High-Gloss Acrylic: 2 sheets | €60.00 / sheet | €120.00',
      // The plinth is cut from the birch ply (in its area): its 18 clips, no toe kick length.
      'Plinth clips: 18 pcs | €0.50 / pc | €9.00',
      'Subtotal | €129.00',
      'Total | €129.00',
    ]);
    expect(en).toContain(
      '<p class="note">Lines priced on request are not included in the total.</p>',
    );
    const es = quoteHtml(order, price, { ...ES_A4, paper: 'letter' });
    expect(tableRows(es)[1]).toBe(
      'Birch ply (material personalizado): 28,829 m² |  | Precio a consultar',
    );
    expect(tableRows(es)[2]).toMatch(/^Acrílico alto brillo: 2 tableros \| /);
    expect(es).toContain('Las líneas con precio a consultar no están incluidas en el total.');
  });

  it('says the prices include the tax, with its rate', () => {
    const price = stored(
      order,
      kitchenList({
        pricesIncludeTax: true,
        customMaterialPerM2: 1800,
        materials: {},
        hardware: {},
        edgeBandPerMetre: 0,
        assemblyPerItem: 0,
        cuttingPerSheet: 0,
      }),
    );
    // 28.829 m² x 18.00 = 518.92 with 21 % in it: net 518.92 / 1.21 = 428.86, tax 90.06.
    expect(price).toMatchObject({ subtotal: 51892, tax: 9006, total: 51892 });
    expect(tableRows(quoteHtml(order, price, EN_A4)).slice(1)).toEqual([
      'Birch ply (custom material): 28.829 m² | €18.00 / m² | €518.92',
      'Subtotal | €518.92',
      'VAT 21 % included | €90.06',
      'Total | €518.92',
    ]);
    expect(tableRows(quoteHtml(order, price, ES_A4))).toContain(
      `IVA 21 % incluido | 90,06${NBSP}€`,
    );
  });

  it('shows the minimum order supplement without a unit price', () => {
    const kitchen = kitchenStoredOrder();
    const price = stored(
      kitchen,
      kitchenList({
        taxRate: 0,
        minimumOrder: 10_000,
        materials: {},
        hardware: { hinge: 150 },
        edgeBandPerMetre: 0,
        assemblyPerItem: 0,
        cuttingPerSheet: 0,
      }),
    );
    expect(tableRows(quoteHtml(kitchen, price, ES_A4)).slice(1)).toEqual([
      `Bisagra: 41 uds. | 1,50${NBSP}€ / ud. | 61,50${NBSP}€`,
      `Suplemento por pedido mínimo |  | 38,50${NBSP}€`,
      `Subtotal | 100,00${NBSP}€`,
      `Total | 100,00${NBSP}€`,
    ]);
  });

  it('writes money in the price’s own currency', () => {
    const kitchen = kitchenStoredOrder();
    const price = stored(kitchen, kitchenList({ currency: 'USD' }));
    expect(tableRows(quoteHtml(kitchen, price, EN_A4))[1]).toBe(
      'Arctic White: 8 sheets | $45.00 / sheet | $360.00',
    );
  });
});
