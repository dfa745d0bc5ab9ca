import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { ChangeDiff, LoadableSection } from '@cutshop/design-system';
import {
  ACCESSORY_TYPES,
  formatMoney,
  isCurrencyCode,
  isPriceListSet,
  nodeName,
  type AccessoryType,
  type CatalogueEntry,
  type PriceList,
} from '@cutshop/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { loadStateOf } from '../api/load-state';
import { priceListHistoryQuery, type PriceHistoryRow } from '../api/price-list';
import { useDateTime } from '../order-detail/use-date-time';
import { PER_METRE_ACCESSORIES } from './price-draft';

const ACCESSORIES: ReadonlySet<string> = new Set(ACCESSORY_TYPES);

/** Fields whose values are not amounts of money. */
const NOT_MONEY = new Set(['currency', 'taxRate', 'pricesIncludeTax']);

interface Reading {
  t: TFunction<'admin'>;
  language: string;
  /** The currency the row's amounts are in. */
  currency: string | null;
  /** Tile names by id. */
  tiles: ReadonlyMap<string, CatalogueEntry>;
}

/** The plain-word name of a changed field (`materials.26.perM2` -> "Oak Veneer: per m²"). */
function fieldLabel(field: string, { t, language, tiles }: Reading): string {
  const [head, key, part] = field.split('.');
  if (head === 'materials' && key !== undefined) {
    const tile = tiles.get(key);
    const name = tile ? nodeName(tile, language) : t('prices.materials.unknownTile', { id: key });
    if (part === 'perSheet') return t('prices.history.fields.materialPerSheet', { name });
    if (part === 'perM2') return t('prices.history.fields.materialPerM2', { name });
    if (part === 'wastePercent') return t('prices.history.fields.materialWaste', { name });
    return t('prices.history.fields.material', { name });
  }
  if (head === 'hardware' && key !== undefined && ACCESSORIES.has(key)) {
    const type = key as AccessoryType;
    const name = t(`production.hardware.names.${type}`);
    return PER_METRE_ACCESSORIES.has(type)
      ? t('prices.hardware.perMetre', { name })
      : t('prices.hardware.perPiece', { name });
  }
  switch (field) {
    case 'currency':
    case 'taxRate':
    case 'pricesIncludeTax':
    case 'minimumOrder':
    case 'customMaterialPerM2':
    case 'backBoardPerM2':
    case 'drawerBoardPerM2':
    case 'edgeBandPerMetre':
    case 'assemblyPerItem':
    case 'cuttingPerSheet':
      return t(`prices.history.fields.${field}`);
    default:
      return field;
  }
}

/** ChangeDiff's words (the catalogue history's own). */
function useDiffTexts() {
  const { t } = useTranslation('admin');
  return {
    field: t('catalogue.history.diff.field'),
    before: t('catalogue.history.diff.before'),
    after: t('catalogue.history.diff.after'),
    empty: t('catalogue.history.diff.empty'),
    none: t('catalogue.history.diff.none'),
  };
}

/** A changed field's value in words: amounts in the list's currency, rates in per cent. */
function valueText(field: string, value: unknown, reading: Reading): string | null {
  const { t, language, currency } = reading;
  if (value === null || value === undefined) {
    return field === 'customMaterialPerM2' && value === null ? t('prices.history.onRequest') : null;
  }
  if (typeof value === 'boolean') return value ? t('prices.history.yes') : t('prices.history.no');
  if (typeof value === 'number') {
    if (field === 'taxRate') {
      return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
        value,
      );
    }
    if (field.endsWith('.wastePercent')) {
      return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value) + ' %';
    }
    if (!NOT_MONEY.has(field) && currency !== null && Number.isInteger(value)) {
      return formatMoney(value, currency, language);
    }
    return String(value);
  }
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The currency a row's amounts are in: the one it set, else the list's. */
function rowCurrency(row: PriceHistoryRow, list: PriceList): string | null {
  const set = row.changes.find((change) => change.field === 'currency')?.after;
  if (typeof set === 'string' && isCurrencyCode(set)) return set;
  return isPriceListSet(list) ? list.currency : null;
}

/**
 * The price list's history (docs/production/prices.md): each save, newest first, with who saved
 * it and when, and its fields before and after in plain words, amounts formatted in the list's
 * currency.
 */
export function PriceHistory({
  list,
  tiles,
}: {
  list: PriceList;
  tiles: ReadonlyMap<string, CatalogueEntry>;
}) {
  const { t, i18n } = useTranslation('admin');
  const query = useQuery(priceListHistoryQuery());
  const dateTime = useDateTime();
  const texts = useDiffTexts();
  const rows = query.data ?? [];
  return (
    <LoadableSection
      title={t('prices.history.title')}
      state={loadStateOf(query)}
      onRetry={() => void query.refetch()}
      texts={{
        loading: t('prices.history.loading'),
        error: t('prices.history.loadError'),
        retry: t('prices.history.retry'),
      }}
    >
      {rows.length === 0 ? (
        <Text color="fg.muted">{t('prices.history.empty')}</Text>
      ) : (
        <Stack as="ol" gap="4" listStyleType="none" ps="0">
          {rows.map((row) => {
            const reading: Reading = {
              t,
              language: i18n.language,
              currency: rowCurrency(row, list),
              tiles,
            };
            return (
              <Box as="li" key={row.id} borderWidth="1px" borderRadius="l2" p="4">
                <Stack gap="2">
                  <Heading as="h3" size="sm">
                    {t('prices.history.by', {
                      version: row.version,
                      by: row.by,
                      at: dateTime(row.at),
                    })}
                  </Heading>
                  <ChangeDiff
                    caption={t('prices.history.caption', { version: row.version })}
                    texts={texts}
                    changes={row.changes.map((change) => ({
                      field: fieldLabel(change.field, reading),
                      before: valueText(change.field, change.before, reading),
                      after: valueText(change.field, change.after, reading),
                    }))}
                  />
                </Stack>
              </Box>
            );
          })}
        </Stack>
      )}
    </LoadableSection>
  );
}
