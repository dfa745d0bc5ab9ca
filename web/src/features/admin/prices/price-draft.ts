import {
  ACCESSORY_TYPES,
  PRICE_LIST_LIMITS,
  fieldErrorsFromZod,
  isCurrencyCode,
  isPriceListSet,
  priceListUpdateSchema,
  type AccessoryType,
  type MessageKey,
  type PriceList,
  type SetPriceList,
} from '@cutshop/domain';
import {
  moneyText,
  parseMoney,
  parseScaled,
  shortScaledText,
  type MoneyProblem,
  type MoneyReading,
} from './money';

/**
 * The price list form's model (docs/production/prices.md, "The price list"): what the person
 * types, kept as text so nothing typed is lost, and the PUT body it makes, with every amount an
 * integer of minor units read exactly (`money.ts`). Errors are keyed by the field paths the
 * server uses (`taxRate`, `materials.26.perM2`, `hardware.hinge`), so a 400 shows on the same
 * field as the form's own check.
 */

/** How a ready-made tile is priced. */
export type MaterialMode = 'none' | 'sheet' | 'm2';

export interface MaterialDraft {
  mode: MaterialMode;
  perSheet: string;
  perM2: string;
  wastePercent: string;
}

/** The amounts the list holds once each, by their field name. */
export const AMOUNT_FIELDS = [
  'minimumOrder',
  'backBoardPerM2',
  'drawerBoardPerM2',
  'edgeBandPerMetre',
  'assemblyPerItem',
  'cuttingPerSheet',
] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];

export interface PriceDraft {
  currency: string;
  /** The tax rate in per cent ("21", "21,25"). */
  taxPercent: string;
  pricesIncludeTax: boolean;
  amounts: Record<AmountField, string>;
  /** Keyed by tile id. */
  materials: Record<string, MaterialDraft>;
  customOnRequest: boolean;
  customMaterialPerM2: string;
  hardware: Record<AccessoryType, string>;
}

/** Accessory types priced per metre; every other one per piece or set. */
export const PER_METRE_ACCESSORIES: ReadonlySet<AccessoryType> = new Set([
  'golaJ',
  'golaC',
  'toeKick',
]);

/** The currency a new list starts with. */
export const DEFAULT_CURRENCY = 'EUR';

export const EMPTY_MATERIAL: MaterialDraft = {
  mode: 'none',
  perSheet: '',
  perM2: '',
  wastePercent: '',
};

/** The form's starting values: the list as read, amounts written in the page's language. */
export function draftOf(list: PriceList, language: string): PriceDraft {
  const hardware = Object.fromEntries(ACCESSORY_TYPES.map((type) => [type, ''])) as Record<
    AccessoryType,
    string
  >;
  if (!isPriceListSet(list)) {
    return {
      currency: DEFAULT_CURRENCY,
      taxPercent: '',
      pricesIncludeTax: false,
      amounts: {
        minimumOrder: '',
        backBoardPerM2: '',
        drawerBoardPerM2: '',
        edgeBandPerMetre: '',
        assemblyPerItem: '',
        cuttingPerSheet: '',
      },
      materials: {},
      customOnRequest: true,
      customMaterialPerM2: '',
      hardware,
    };
  }
  const money = (amount: number) => moneyText(amount, list.currency, language);
  for (const type of ACCESSORY_TYPES) {
    const price = list.hardware[type];
    if (price !== undefined) hardware[type] = money(price);
  }
  const materials: Record<string, MaterialDraft> = {};
  for (const [id, price] of Object.entries(list.materials)) {
    materials[id] =
      'perSheet' in price
        ? { ...EMPTY_MATERIAL, mode: 'sheet', perSheet: money(price.perSheet) }
        : {
            ...EMPTY_MATERIAL,
            mode: 'm2',
            perM2: money(price.perM2),
            wastePercent: shortScaledText(Math.round(price.wastePercent * 100), 2, language),
          };
  }
  return {
    currency: list.currency,
    taxPercent: shortScaledText(Math.round(list.taxRate * 10000), 2, language),
    pricesIncludeTax: list.pricesIncludeTax,
    amounts: {
      minimumOrder: money(list.minimumOrder),
      backBoardPerM2: money(list.backBoardPerM2),
      drawerBoardPerM2: money(list.drawerBoardPerM2),
      edgeBandPerMetre: money(list.edgeBandPerMetre),
      assemblyPerItem: money(list.assemblyPerItem),
      cuttingPerSheet: money(list.cuttingPerSheet),
    },
    materials,
    customOnRequest: list.customMaterialPerM2 === null,
    customMaterialPerM2: list.customMaterialPerM2 === null ? '' : money(list.customMaterialPerM2),
    hardware,
  };
}

/** The form's own messages (`prices.errors.*`), or a domain message code from the server. */
export type DraftError =
  | { own: MoneyProblem | 'currency' | 'taxRate' | 'wastePercent' | 'required' }
  | { code: MessageKey };

/** The PUT body the form makes: the whole list as the wire has it (docs/production/prices.md). */
export type PriceListBody = SetPriceList;

export type DraftResult =
  { ok: true; body: PriceListBody } | { ok: false; errors: Record<string, DraftError> };

const ownProblem = (reading: Exclude<MoneyReading, { ok: true }>): DraftError => ({
  own: reading.problem,
});

/**
 * The PUT body for the draft and the `version` read, or the errors by field path. An empty
 * amount of the list's own fields is 0 (a missing price is 0); an empty hardware price leaves
 * the type unpriced; a tile priced per sheet or per m² needs its price.
 */
export function bodyOf(draft: PriceDraft, version: number): DraftResult {
  const errors: Record<string, DraftError> = {};
  const currency = draft.currency.trim().toUpperCase();
  const currencyOk = isCurrencyCode(currency);
  if (!currencyOk) errors.currency = { own: 'currency' };
  const moneyCurrency = currencyOk ? currency : DEFAULT_CURRENCY;

  const amount = (path: string, text: string, emptyIsZero: boolean): number | undefined => {
    if (text.trim() === '') {
      if (emptyIsZero) return 0;
      errors[path] = { own: 'required' };
      return undefined;
    }
    const reading = parseMoney(text, moneyCurrency);
    if (!reading.ok) {
      errors[path] = ownProblem(reading);
      return undefined;
    }
    return reading.value;
  };

  let taxRate = 0;
  if (draft.taxPercent.trim() !== '') {
    const reading = parseScaled(draft.taxPercent, PRICE_LIST_LIMITS.taxRateDecimals - 2);
    if (!reading.ok || reading.value > 10_000) errors.taxRate = { own: 'taxRate' };
    // Whole hundredths of a per cent over 10 000: the nearest number to the decimal, exactly as
    // the decimal's own text would read.
    else taxRate = reading.value / 10_000;
  }

  const amounts = {} as Record<AmountField, number>;
  for (const field of AMOUNT_FIELDS) {
    amounts[field] = amount(field, draft.amounts[field], true) ?? 0;
  }

  const materials: PriceListBody['materials'] = {};
  for (const [id, material] of Object.entries(draft.materials)) {
    if (material.mode === 'sheet') {
      const perSheet = amount(`materials.${id}.perSheet`, material.perSheet, false);
      if (perSheet !== undefined) materials[id] = { perSheet };
    } else if (material.mode === 'm2') {
      const perM2 = amount(`materials.${id}.perM2`, material.perM2, false);
      let wastePercent = 0;
      if (material.wastePercent.trim() !== '') {
        const reading = parseScaled(material.wastePercent, PRICE_LIST_LIMITS.wastePercentDecimals);
        if (!reading.ok || reading.value > PRICE_LIST_LIMITS.maxWastePercent * 100) {
          errors[`materials.${id}.wastePercent`] = { own: 'wastePercent' };
        } else wastePercent = reading.value / 100;
      }
      if (perM2 !== undefined) materials[id] = { perM2, wastePercent };
    }
  }

  const customMaterialPerM2 = draft.customOnRequest
    ? null
    : (amount('customMaterialPerM2', draft.customMaterialPerM2, true) ?? 0);

  const hardware: PriceListBody['hardware'] = {};
  for (const type of ACCESSORY_TYPES) {
    const text = draft.hardware[type];
    if (text.trim() === '') continue;
    const price = amount(`hardware.${type}`, text, false);
    if (price !== undefined) hardware[type] = price;
  }

  const body: PriceListBody = {
    version,
    currency,
    taxRate,
    pricesIncludeTax: draft.pricesIncludeTax,
    minimumOrder: amounts.minimumOrder,
    materials,
    customMaterialPerM2,
    backBoardPerM2: amounts.backBoardPerM2,
    drawerBoardPerM2: amounts.drawerBoardPerM2,
    edgeBandPerMetre: amounts.edgeBandPerMetre,
    hardware,
    assemblyPerItem: amounts.assemblyPerItem,
    cuttingPerSheet: amounts.cuttingPerSheet,
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  // The same schema the server runs: a body it would refuse never leaves the browser.
  const checked = priceListUpdateSchema.safeParse(body);
  if (!checked.success) {
    for (const field of fieldErrorsFromZod(checked.error)) {
      errors[field.path] ??= { code: field.code };
    }
    return { ok: false, errors };
  }
  return { ok: true, body };
}
