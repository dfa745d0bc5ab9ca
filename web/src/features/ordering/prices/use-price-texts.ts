import {
  ACCESSORY_TYPES,
  formatMoney,
  type AccessoryType,
  type CategoryNode,
  type PriceLine,
} from '@cutshop/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueNames } from '../../../lib/items/use-catalogue-names';
import { useProductionTexts } from '../drawings/use-production-texts';

/** A price line as the summary writes it in the page's language. */
export interface PriceLineText {
  label: string;
  /** "8 sheets", "12.89 m²"; empty for the minimum order. */
  quantity: string;
  /** "45.00 € per sheet"; empty for the minimum order. */
  unitPrice: string;
  /** The amount, or "Price on request" for a custom material the shop prices on request. */
  amount: string;
}

export interface PriceTexts {
  /** An amount in minor units in the list's currency and the page's language (`formatMoney`). */
  money: (amount: number) => string;
  line: (line: PriceLine, onRequest: boolean) => PriceLineText;
  /** A tax rate as a percentage in the page's language: 0.21 -> "21 %" or "21%". */
  rate: (taxRate: number) => string;
}

const ACCESSORY_KEYS: ReadonlySet<string> = new Set(ACCESSORY_TYPES);

function isAccessoryType(ref: string): ref is AccessoryType {
  return ACCESSORY_KEYS.has(ref);
}

/** The custom materials an order can hold, by the ref of their price line. */
interface CustomNames {
  cabinet: string | null;
  finish: string | null;
}

/**
 * Price texts in the page's language, from each line's kind, ref, quantity and unit
 * (docs/production/prices.md: a line's `description` is English, for API clients; screens write
 * their own): material names from the catalogue, accessory names from the hardware texts.
 */
export function usePriceTexts(
  currency: string,
  tree: readonly CategoryNode[] | null,
  custom: CustomNames,
): PriceTexts {
  useProductionTexts();
  const { t, i18n } = useTranslation('wizard');
  const language = i18n.language;
  const names = useCatalogueNames(tree);

  const money = useCallback(
    (amount: number) => formatMoney(amount, currency, language),
    [currency, language],
  );

  const rate = useCallback(
    (taxRate: number) =>
      new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
        taxRate,
      ),
    [language],
  );

  const label = useCallback(
    ({ kind, ref }: PriceLine): string => {
      switch (kind) {
        case 'material':
          return names.ofMaterial({ id: Number(ref), name: ref });
        case 'customMaterial': {
          const name = ref === 'CUSTOM-CAB' ? custom.cabinet : custom.finish;
          if (!name) return t('prices.lines.customMaterial');
          return ref === 'CUSTOM-CAB'
            ? t('prices.lines.customCabinet', { name })
            : t('prices.lines.customFinish', { name });
        }
        case 'backBoard':
          return t('prices.lines.backBoard', { thickness: ref.replace(/^BACK-/, '') });
        case 'drawerBoard':
          return t('prices.lines.drawerBoard', { thickness: ref.replace(/^DRAWER-/, '') });
        case 'hardware':
          return isAccessoryType(ref) ? t(`hardware.accessories.${ref}`) : ref;
        default:
          return t(`prices.lines.${kind}`);
      }
    },
    [names, custom.cabinet, custom.finish, t],
  );

  const line = useCallback(
    (entry: PriceLine, onRequest: boolean): PriceLineText => {
      const number = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
      const pending = onRequest && entry.kind === 'customMaterial' && entry.unitPrice === 0;
      if (entry.kind === 'minimumOrder') {
        return { label: label(entry), quantity: '', unitPrice: '', amount: money(entry.amount) };
      }
      const quantity =
        entry.unit === 'm2' || entry.unit === 'm'
          ? t(`prices.units.${entry.unit}`, { value: number.format(entry.quantity) })
          : t(`prices.units.${entry.unit}`, { count: entry.quantity });
      return {
        label: label(entry),
        quantity,
        unitPrice: pending
          ? ''
          : t(`prices.perUnit.${entry.unit}`, { amount: money(entry.unitPrice) }),
        amount: pending ? t('prices.onRequest') : money(entry.amount),
      };
    },
    [label, language, money, t],
  );

  return { money, line, rate };
}
