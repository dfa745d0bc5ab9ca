/*
 * The price of an order (docs/production/prices.md): one pure function the browser, the mocks
 * and the server call, from the same parts explosion, cut list, hardware summary and cutting
 * plan the shop cuts from. Money is integers in minor units, computed exactly: quantities have
 * at most 3 decimals and are worked in thousandths, products and quotients in BigInt.
 */
import type { CategoryNode } from '../catalogue';
import type { StoredOrder } from '../schemas';
import { buildCutList } from '../production/cut-list';
import { ACCESSORY_NAMES } from '../production/formats/words';
import { ACCESSORY_UNITS } from '../production/hardware/accessory-units';
import { summariseHardware } from '../production/hardware/summary';
import type { NestingSettings } from '../production/nesting/types';
import { explodeOrder } from '../production/parts/explode';
import type { PartsSettings } from '../production/parts/parts-settings';
import { cuttingPlan } from '../production/plan/cutting-plan';
import type { CuttingPlan } from '../production/plan/types';
import type { CutList, CutListMaterial, ExplodedOrder, HardwareSummary } from '../production/types';
import { ACCESSORY_TYPES, type AccessoryType } from '../accessory-types';
import type { PriceLine, PriceLineKind, PriceUnit } from './order-price';
import { isPriceListSet, type PriceList, type SetPriceList } from './price-list';

export {
  PRICE_LINE_KINDS,
  type PriceLine,
  type PriceLineKind,
  type PriceUnit,
} from './order-price';

/** An order's price (docs/production/prices.md). */
export interface OrderPrice {
  /** ISO 4217; null when the shop sets no price list (then there are no lines and every sum is 0). */
  currency: string | null;
  lines: PriceLine[];
  /** The sum of the lines' amounts. */
  subtotal: number;
  tax: number;
  total: number;
  /** A custom material is priced on request: the total leaves it out. */
  onRequest: boolean;
  /** The version of the price list the price was computed with. */
  priceListVersion: number;
  /** The list's tax rate (0 to 1) and whether its prices include the tax, as priced. */
  taxRate: number;
  pricesIncludeTax: boolean;
}

export interface PriceOrderOptions {
  /**
   * The planner's settings for the sheets a per-sheet price and the cutting charge count. The
   * shop's plan (GET /api/orders/:uuid/cutting-plan and the export) uses the defaults,
   * NESTING_RULES, so a price is computed without this.
   */
  nesting?: Partial<NestingSettings>;
  /**
   * The shop's parts settings the order is built with (docs/production/parts.md, "The shop's
   * parts settings"): its bands, legs and drawer boxes; the defaults when not given.
   */
  parts?: PartsSettings;
}

// ---------------------------------------------------------------------------------------------
// Exact arithmetic in integers

/** Thousandths in one: quantities have at most 3 decimals. */
const THOUSAND = 1000n;
/** Ten-thousandths in one: the tax rate has at most 4 decimals. */
const TEN_THOUSAND = 10_000n;

/** n / d rounded half up, for n >= 0 and d > 0. */
function divideHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/** A quantity of at most 3 decimals as a whole number of thousandths. */
function thousandths(quantity: number): bigint {
  return BigInt(Math.round(quantity * 1000));
}

/** A whole number of thousandths as a quantity. */
function fromThousandths(value: bigint): number {
  return Number(value) / 1000;
}

/** A decimal of at most `decimals` decimals as a whole number of 10^-decimals. */
function scaled(value: number, decimals: number): bigint {
  return BigInt(Math.round(value * 10 ** decimals));
}

/** quantity x unitPrice rounded half up to the minor unit, computed exactly. */
export function lineAmount(quantity: number, unitPrice: number): number {
  return Number(divideHalfUp(thousandths(quantity) * BigInt(unitPrice), THOUSAND));
}

/**
 * The tax and total of a subtotal: prices without tax add round-half-up(subtotal x rate);
 * prices with tax keep the subtotal as the total, and the tax is what is left over the net,
 * subtotal - round-half-up(subtotal / (1 + rate)). Exact: the rate is worked in ten-thousandths.
 */
export function taxAndTotal(
  subtotal: number,
  taxRate: number,
  pricesIncludeTax: boolean,
): { tax: number; total: number } {
  const amount = BigInt(subtotal);
  const rate = scaled(taxRate, 4);
  if (pricesIncludeTax) {
    const net = divideHalfUp(amount * TEN_THOUSAND, TEN_THOUSAND + rate);
    return { tax: Number(amount - net), total: subtotal };
  }
  const tax = Number(divideHalfUp(amount * rate, TEN_THOUSAND));
  return { tax, total: subtotal + tax };
}

// ---------------------------------------------------------------------------------------------
// Quantities

/** Tenths of the order's unit to thousandths of a metre: x `times` / `over`. */
const TENTHS_TO_M_THOUSANDTHS: Record<StoredOrder['unit'], { times: bigint; over: bigint }> = {
  // 0.1 mm = 0.0001 m: thousandths of a metre = tenths / 10.
  mm: { times: 1n, over: 10n },
  // 0.1 in = 2.54 mm = 0.00254 m: thousandths of a metre = tenths x 254 / 100.
  in: { times: 254n, over: 100n },
};

/** A hardware length (1 decimal, in the order's unit) in metres, 3 decimals, rounded half up. */
function lengthInMetres(total: number, unit: StoredOrder['unit']): number {
  const { times, over } = TENTHS_TO_M_THOUSANDTHS[unit];
  return fromThousandths(divideHalfUp(scaled(total, 1) * times, over));
}

/** An area with the waste allowance added: area x (1 + percent / 100), 3 decimals, half up. */
function withWaste(areaM2: number, wastePercent: number): number {
  const hundredths = scaled(wastePercent, 2);
  return fromThousandths(
    divideHalfUp(thousandths(areaM2) * (TEN_THOUSAND + hundredths), TEN_THOUSAND),
  );
}

/** "3 sheets", "1 sheet". */
function counted(quantity: number, one: string, many: string): string {
  return `${quantity} ${quantity === 1 ? one : many}`;
}

// ---------------------------------------------------------------------------------------------
// Lines

interface PricingInputs {
  order: StoredOrder;
  exploded: ExplodedOrder;
  cutList: CutList;
  hardware: HardwareSummary;
  /** Computed once, and only when a per-sheet price or the cutting charge needs it. */
  plan: () => CuttingPlan;
}

function line(
  kind: PriceLineKind,
  ref: string,
  description: string,
  quantity: number,
  unit: PriceUnit,
  unitPrice: number,
): PriceLine {
  return {
    kind,
    ref,
    description,
    quantity,
    unit,
    unitPrice,
    amount: lineAmount(quantity, unitPrice),
  };
}

/** A line as it is built: an on-request line is kept though its price is 0. */
type PricedLine = PriceLine & { onRequest?: true };

/** The tile id a cabinet-colour or finish material is cut from, as the order stored it. */
function tileIdOf(order: StoredOrder, entry: CutListMaterial): string | undefined {
  const { key } = entry.material;
  if (key === 'back' || key === 'drawer') return undefined;
  const stored = order.material.find((candidate) => candidate.materialType === key);
  return stored?.id === null || stored?.id === undefined ? undefined : String(stored.id);
}

function sheetsOf(plan: CuttingPlan, code: string): number {
  return plan.materials.find((entry) => entry.material.code === code)?.totals.sheets ?? 0;
}

/** The boards that are no tile (an applied back, the drawer boxes'), each priced per m². */
const BOARD_PRICES = {
  back: ['backBoard', 'backBoardPerM2'],
  drawer: ['drawerBoard', 'drawerBoardPerM2'],
} as const satisfies Record<string, [PriceLineKind, keyof SetPriceList]>;

/** The line of one material of the cut list, if it costs anything. */
function materialLine(
  inputs: PricingInputs,
  entry: CutListMaterial,
  list: SetPriceList,
): PricedLine | undefined {
  const { material, totals } = entry;
  if (material.key === 'back' || material.key === 'drawer') {
    const [kind, field] = BOARD_PRICES[material.key];
    const description = `${material.name}, ${totals.areaM2} m²`;
    return line(kind, material.code, description, totals.areaM2, 'm2', list[field]);
  }
  if (material.custom) {
    const price = list.customMaterialPerM2;
    const area = `${material.name} (custom material), ${totals.areaM2} m²`;
    if (price === null) {
      const onRequest = `${area}, price on request`;
      return {
        ...line('customMaterial', material.code, onRequest, totals.areaM2, 'm2', 0),
        onRequest: true,
      };
    }
    return line('customMaterial', material.code, area, totals.areaM2, 'm2', price);
  }
  const tileId = tileIdOf(inputs.order, entry);
  const price = tileId === undefined ? undefined : list.materials[tileId];
  if (tileId === undefined || price === undefined) return undefined;
  if ('perSheet' in price) {
    if (price.perSheet === 0) return undefined;
    const sheets = sheetsOf(inputs.plan(), material.code);
    const description = `${material.name}, ${counted(sheets, 'sheet', 'sheets')}`;
    return line('material', tileId, description, sheets, 'sheet', price.perSheet);
  }
  const quantity = withWaste(totals.areaM2, price.wastePercent);
  const description = `${material.name}, ${quantity} m² (${totals.areaM2} m² + ${price.wastePercent} % waste)`;
  return line('material', tileId, description, quantity, 'm2', price.perM2);
}

function hardwareLine(inputs: PricingInputs, type: AccessoryType, unitPrice: number): PriceLine {
  const { total } = inputs.hardware.accessories[type];
  const name = ACCESSORY_NAMES[type];
  switch (ACCESSORY_UNITS[type]) {
    case 'length': {
      const metres = lengthInMetres(total, inputs.hardware.unit);
      return line('hardware', type, `${name}, ${metres} m`, metres, 'm', unitPrice);
    }
    case 'sets':
      return line('hardware', type, `${name}, ${total} sets`, total, 'piece', unitPrice);
    case 'pcs':
      return line('hardware', type, `${name}, ${total} pcs`, total, 'piece', unitPrice);
  }
}

/** Items (times their quantity) that production builds with screw or dowel assembly. */
function assembledItems(exploded: ExplodedOrder): number {
  return exploded.items
    .filter((build) => build.assembly.screws || build.assembly.dowels)
    .reduce((sum, build) => sum + build.quantity, 0);
}

function orderLines(inputs: PricingInputs, list: SetPriceList): PricedLine[] {
  const lines: (PricedLine | undefined)[] = inputs.cutList.materials.map((entry) =>
    materialLine(inputs, entry, list),
  );
  const bandM = inputs.cutList.totals.edgeBandM;
  lines.push(
    line('edgeBand', 'edgeBand', `Edge banding, ${bandM} m`, bandM, 'm', list.edgeBandPerMetre),
  );
  for (const type of ACCESSORY_TYPES) {
    const unitPrice = list.hardware[type] ?? 0;
    if (unitPrice > 0) lines.push(hardwareLine(inputs, type, unitPrice));
  }
  const items = assembledItems(inputs.exploded);
  lines.push(
    line(
      'assembly',
      'assembly',
      `Assembly, ${counted(items, 'item', 'items')}`,
      items,
      'item',
      list.assemblyPerItem,
    ),
  );
  if (list.cuttingPerSheet > 0) {
    const sheets = inputs.plan().totals.sheets;
    lines.push(
      line(
        'cutting',
        'cutting',
        `Cutting, ${counted(sheets, 'sheet', 'sheets')}`,
        sheets,
        'sheet',
        list.cuttingPerSheet,
      ),
    );
  }
  return lines.filter(
    (entry): entry is PricedLine =>
      entry !== undefined &&
      entry.quantity > 0 &&
      (entry.unitPrice > 0 || entry.onRequest === true),
  );
}

/**
 * The price of an order with the shop's price list (docs/production/prices.md), from one parts
 * explosion of the order with its catalogue `snapshot`: the cut list's areas and edge band, the
 * hardware summary's totals and the cutting plan's sheets (planned only when a per-sheet price or
 * the cutting charge needs them), each line quantity x unit price rounded half up, a minimum-order
 * line when the lines come to less, then the tax. With an empty price list: no lines, all 0.
 * Pure and deterministic: the planner counts its work, it never reads a clock.
 */
export function priceOrder(
  order: StoredOrder,
  snapshot: readonly CategoryNode[],
  priceList: PriceList,
  options: PriceOrderOptions = {},
): OrderPrice {
  if (!isPriceListSet(priceList)) {
    return {
      currency: null,
      lines: [],
      subtotal: 0,
      tax: 0,
      total: 0,
      onRequest: false,
      priceListVersion: priceList.version,
      taxRate: 0,
      pricesIncludeTax: false,
    };
  }
  const exploded = explodeOrder(order, snapshot, options.parts);
  let plan: CuttingPlan | undefined;
  const inputs: PricingInputs = {
    order,
    exploded,
    cutList: buildCutList(exploded),
    hardware: summariseHardware(exploded),
    plan: () => (plan ??= cuttingPlan(exploded, order.uuid, options.nesting)),
  };
  const priced = orderLines(inputs, priceList);
  const onRequest = priced.some((entry) => entry.onRequest === true);
  const lines: PriceLine[] = priced.map(({ onRequest: _onRequest, ...entry }) => entry);
  const sum = lines.reduce((total, entry) => total + entry.amount, 0);
  if (sum < priceList.minimumOrder) {
    const difference = priceList.minimumOrder - sum;
    lines.push(line('minimumOrder', 'minimumOrder', 'Minimum order', 1, 'item', difference));
  }
  const subtotal = lines.reduce((total, entry) => total + entry.amount, 0);
  const { tax, total } = taxAndTotal(subtotal, priceList.taxRate, priceList.pricesIncludeTax);
  return {
    currency: priceList.currency,
    lines,
    subtotal,
    tax,
    total,
    onRequest,
    priceListVersion: priceList.version,
    taxRate: priceList.taxRate,
    pricesIncludeTax: priceList.pricesIncludeTax,
  };
}
