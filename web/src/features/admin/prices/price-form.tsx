import { Box, Button, chakra, Fieldset, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import {
  ACCESSORY_TYPES,
  isCurrencyCode,
  isMessageKey,
  nodeName,
  type CatalogueEntry,
  type MessageKey,
  type PriceList,
} from '@cutshop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { useNotification } from '../../../lib/notifications/notification-store';
import { savePriceList } from '../api/price-list';
import { adminKeys } from '../api/query-keys';
import { ConfirmDialog } from '../catalogue/confirm-dialog';
import { SaveOutcomeAlert, saveFailure, type SaveOutcome } from '../layout/save-outcome';
import { minorDigits } from './money';
import { CheckField, DecimalField, SelectField } from './price-fields';
import {
  bodyOf,
  draftOf,
  EMPTY_MATERIAL,
  PER_METRE_ACCESSORIES,
  type AmountField,
  type DraftError,
  type MaterialDraft,
  type MaterialMode,
  type PriceDraft,
} from './price-draft';

/** The currencies offered in the list; any other ISO 4217 code can be typed. */
export const COMMON_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'MXN',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'JPY',
] as const;
const OTHER = 'other';

/** The ready-made tiles the form prices, from the admin's catalogue tree. */
export interface PricedTiles {
  colours: CatalogueEntry[];
  finishes: CatalogueEntry[];
}

interface PriceFormProps {
  /** The list as last read; its `version` is what a save is based on. */
  list: PriceList;
  /** The tiles, or the tiles' section's own state while they load. */
  tiles: PricedTiles | ReactNode;
  /** Reads the list again (after a 409); what the person typed stays. */
  onReload: () => Promise<unknown>;
}

function isTiles(value: PricedTiles | ReactNode): value is PricedTiles {
  return typeof value === 'object' && value !== null && 'colours' in value;
}

/**
 * The price list form (docs/production/prices.md, "The price list"): currency and tax, a price
 * for each ready-made colour and finish tile (per sheet, or per m² with its waste), custom
 * materials and the back board, edging, the 19 hardware types, assembly and cutting. Amounts are
 * typed as decimals and sent as integers of minor units (`price-draft.ts`); checked in the
 * browser with the domain's schema, then by the server: a 400 shows on its fields, a 409 says
 * someone else changed the list and offers to reload, keeping what was typed. "Clear the price
 * list" asks first.
 */
export function PriceForm({ list, tiles, onReload }: PriceFormProps) {
  const { t, i18n } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  const language = i18n.language;
  const client = useQueryClient();
  const notify = useNotification((state) => state.notify);
  const [draft, setDraft] = useState<PriceDraft>(() => draftOf(list, language));
  const [otherCurrency, setOtherCurrency] = useState(
    () => !(COMMON_CURRENCIES as readonly string[]).includes(draftOf(list, language).currency),
  );
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, MessageKey>>({});
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);

  const result = bodyOf(draft, list.version);
  const clientErrors: Record<string, DraftError> = result.ok ? {} : result.errors;
  const currency = draft.currency.trim().toUpperCase();
  const unit = isCurrencyCode(currency) ? currency : '';

  const describe = (error: DraftError | undefined): string | undefined => {
    if (error === undefined) return undefined;
    if ('code' in error) return translateMessage(tShared, error.code);
    return t(`prices.errors.${error.own}`, {
      digits: minorDigits(unit || 'EUR'),
      currency: unit || 'EUR',
    });
  };
  const errorAt = (path: string): string | undefined => {
    const server = serverErrors[path];
    if (server !== undefined) return translateMessage(tShared, server);
    return attempted ? describe(clientErrors[path]) : undefined;
  };

  const change = (patch: Partial<PriceDraft>, paths: string[]) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(next)) {
        if (paths.some((path) => key === path || key.startsWith(`${path}.`))) delete next[key];
      }
      return next;
    });
  };
  const setAmount = (field: AmountField, value: string) =>
    change({ amounts: { ...draft.amounts, [field]: value } }, [field]);
  const setMaterial = (id: string, patch: Partial<MaterialDraft>) =>
    change(
      {
        materials: {
          ...draft.materials,
          [id]: { ...(draft.materials[id] ?? EMPTY_MATERIAL), ...patch },
        },
      },
      [`materials.${id}`],
    );

  function failed(error: unknown) {
    const failure = saveFailure(error);
    if (failure.fields.length > 0) {
      const record: Record<string, MessageKey> = {};
      for (const field of failure.fields) {
        const code = (field as { code?: unknown }).code;
        record[field.path] ??=
          typeof code === 'string' && isMessageKey(code) ? code : 'invalidInput';
      }
      setServerErrors(record);
    }
    setOutcome(failure.outcome);
  }

  function kept(saved: PriceList) {
    client.setQueryData(adminKeys.priceList, saved);
    void client.invalidateQueries({ queryKey: adminKeys.priceListHistory });
    setDraft(draftOf(saved, language));
    setAttempted(false);
    setServerErrors({});
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    setOutcome(null);
    if (saving) return;
    if (!result.ok) {
      setOutcome('invalid');
      return;
    }
    setSaving(true);
    try {
      const saved = await savePriceList(result.body);
      kept(saved);
      notify(t('prices.saved', { version: saved.version }), 'success');
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  }

  async function clear() {
    setClearing(true);
    setOutcome(null);
    try {
      const saved = await savePriceList({ version: list.version });
      kept(saved);
      setConfirming(false);
      notify(t('prices.cleared'), 'success');
    } catch (error) {
      setConfirming(false);
      failed(error);
    } finally {
      setClearing(false);
    }
  }

  async function reload() {
    await onReload();
    setOutcome(null);
  }

  const currencyChoice = otherCurrency ? OTHER : draft.currency;
  const grid = { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' };

  return (
    <Stack gap="4">
      <SaveOutcomeAlert outcome={outcome} section="prices" onReload={() => void reload()} />
      <form onSubmit={(event) => void save(event)} noValidate aria-labelledby="prices-title">
        <Stack gap="6">
          <Fieldset.Root>
            <Fieldset.Legend>
              <Heading as="h2" size="md">
                {t('prices.general.title')}
              </Heading>
            </Fieldset.Legend>
            <Fieldset.Content>
              <Box display="grid" gap="4" gridTemplateColumns={grid}>
                <SelectField
                  label={t('prices.general.currency')}
                  value={currencyChoice}
                  options={[
                    ...COMMON_CURRENCIES.map((code) => ({ value: code as string, label: code })),
                    { value: OTHER, label: t('prices.general.currencyOther') },
                  ]}
                  onChange={(value) => {
                    if (value === OTHER) {
                      setOtherCurrency(true);
                    } else {
                      setOtherCurrency(false);
                      change({ currency: value }, ['currency']);
                    }
                  }}
                  error={otherCurrency ? undefined : errorAt('currency')}
                />
                {otherCurrency && (
                  <DecimalField
                    label={t('prices.general.currencyCode')}
                    value={draft.currency}
                    unit=""
                    hint={t('prices.general.currencyHint')}
                    onChange={(value) => change({ currency: value }, ['currency'])}
                    error={errorAt('currency')}
                  />
                )}
                <DecimalField
                  label={t('prices.general.taxRate')}
                  value={draft.taxPercent}
                  unit="%"
                  hint={t('prices.general.taxRateHint')}
                  onChange={(value) => change({ taxPercent: value }, ['taxRate'])}
                  error={errorAt('taxRate')}
                />
                <DecimalField
                  label={t('prices.general.minimumOrder')}
                  value={draft.amounts.minimumOrder}
                  unit={unit}
                  hint={t('prices.general.minimumOrderHint')}
                  onChange={(value) => setAmount('minimumOrder', value)}
                  error={errorAt('minimumOrder')}
                />
              </Box>
              <CheckField
                label={t('prices.general.pricesIncludeTax')}
                checked={draft.pricesIncludeTax}
                onChange={(pricesIncludeTax) => change({ pricesIncludeTax }, ['pricesIncludeTax'])}
              />
            </Fieldset.Content>
          </Fieldset.Root>

          <Fieldset.Root>
            <Fieldset.Legend>
              <Heading as="h2" size="md">
                {t('prices.materials.title')}
              </Heading>
            </Fieldset.Legend>
            <Fieldset.Content>
              {isTiles(tiles) ? (
                <MaterialPrices
                  tiles={tiles}
                  draft={draft}
                  unit={unit}
                  errorAt={errorAt}
                  onChange={setMaterial}
                />
              ) : (
                tiles
              )}
              <Heading as="h3" size="sm" mt="2">
                {t('prices.materials.custom')}
              </Heading>
              <CheckField
                label={t('prices.materials.customOnRequest')}
                checked={draft.customOnRequest}
                onChange={(customOnRequest) => change({ customOnRequest }, ['customMaterialPerM2'])}
              />
              <Box display="grid" gap="4" gridTemplateColumns={grid}>
                {!draft.customOnRequest && (
                  <DecimalField
                    label={t('prices.materials.customPerM2')}
                    value={draft.customMaterialPerM2}
                    unit={unit}
                    onChange={(value) =>
                      change({ customMaterialPerM2: value }, ['customMaterialPerM2'])
                    }
                    error={errorAt('customMaterialPerM2')}
                  />
                )}
                <DecimalField
                  label={t('prices.materials.backBoard')}
                  value={draft.amounts.backBoardPerM2}
                  unit={unit}
                  onChange={(value) => setAmount('backBoardPerM2', value)}
                  error={errorAt('backBoardPerM2')}
                />
                <DecimalField
                  label={t('prices.materials.drawerBoard')}
                  value={draft.amounts.drawerBoardPerM2}
                  unit={unit}
                  onChange={(value) => setAmount('drawerBoardPerM2', value)}
                  error={errorAt('drawerBoardPerM2')}
                />
              </Box>
            </Fieldset.Content>
          </Fieldset.Root>

          <Fieldset.Root>
            <Fieldset.Legend>
              <Heading as="h2" size="md">
                {t('prices.services.title')}
              </Heading>
            </Fieldset.Legend>
            <Fieldset.Content>
              <Box display="grid" gap="4" gridTemplateColumns={grid}>
                <DecimalField
                  label={t('prices.services.edgeBand')}
                  value={draft.amounts.edgeBandPerMetre}
                  unit={unit}
                  onChange={(value) => setAmount('edgeBandPerMetre', value)}
                  error={errorAt('edgeBandPerMetre')}
                />
                <DecimalField
                  label={t('prices.services.assembly')}
                  value={draft.amounts.assemblyPerItem}
                  unit={unit}
                  hint={t('prices.services.assemblyHint')}
                  onChange={(value) => setAmount('assemblyPerItem', value)}
                  error={errorAt('assemblyPerItem')}
                />
                <DecimalField
                  label={t('prices.services.cutting')}
                  value={draft.amounts.cuttingPerSheet}
                  unit={unit}
                  onChange={(value) => setAmount('cuttingPerSheet', value)}
                  error={errorAt('cuttingPerSheet')}
                />
              </Box>
            </Fieldset.Content>
          </Fieldset.Root>

          <Fieldset.Root>
            <Fieldset.Legend>
              <Heading as="h2" size="md">
                {t('prices.hardware.title')}
              </Heading>
            </Fieldset.Legend>
            <Fieldset.HelperText>{t('prices.hardware.hint')}</Fieldset.HelperText>
            <Fieldset.Content>
              <Box display="grid" gap="4" gridTemplateColumns={grid}>
                {ACCESSORY_TYPES.map((type) => {
                  const name = t(`production.hardware.names.${type}`);
                  return (
                    <DecimalField
                      key={type}
                      label={
                        PER_METRE_ACCESSORIES.has(type)
                          ? t('prices.hardware.perMetre', { name })
                          : t('prices.hardware.perPiece', { name })
                      }
                      value={draft.hardware[type]}
                      unit={unit}
                      onChange={(value) =>
                        change({ hardware: { ...draft.hardware, [type]: value } }, [
                          `hardware.${type}`,
                        ])
                      }
                      error={errorAt(`hardware.${type}`)}
                    />
                  );
                })}
              </Box>
            </Fieldset.Content>
          </Fieldset.Root>

          <Flex gap="3" wrap="wrap">
            <Button
              type="submit"
              colorPalette="brand"
              loading={saving}
              loadingText={t('prices.saving')}
            >
              {t('prices.save')}
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              {t('prices.clear')}
            </Button>
          </Flex>
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('prices.clearTitle')}
        body={t('prices.clearBody')}
        confirm={t('prices.clearConfirm')}
        cancel={t('prices.cancel')}
        busy={clearing}
        onConfirm={() => void clear()}
      />
    </Stack>
  );
}

interface MaterialPricesProps {
  tiles: PricedTiles;
  draft: PriceDraft;
  unit: string;
  errorAt: (path: string) => string | undefined;
  onChange: (id: string, patch: Partial<MaterialDraft>) => void;
}

/** A price for each ready-made tile: none, per sheet, or per m² with a waste allowance. */
function MaterialPrices({ tiles, draft, unit, errorAt, onChange }: MaterialPricesProps) {
  const { t, i18n } = useTranslation('admin');
  const known = new Set([...tiles.colours, ...tiles.finishes].map((tile) => String(tile.id)));
  // A priced tile the catalogue no longer holds stays in the form, so its price can be removed.
  const unknown = Object.keys(draft.materials).filter((id) => !known.has(id));
  const nameOf = (tile: CatalogueEntry) => {
    const name = nodeName(tile, i18n.language);
    return tile.retired ? t('prices.materials.retired', { name }) : name;
  };
  const groups = [
    {
      key: 'colours',
      title: t('prices.materials.colours'),
      rows: tiles.colours.map((tile) => ({ id: String(tile.id), name: nameOf(tile) })),
    },
    {
      key: 'finishes',
      title: t('prices.materials.finishes'),
      rows: [
        ...tiles.finishes.map((tile) => ({ id: String(tile.id), name: nameOf(tile) })),
        ...unknown.map((id) => ({ id, name: t('prices.materials.unknownTile', { id }) })),
      ],
    },
  ];
  if (groups.every((group) => group.rows.length === 0)) {
    return <Text color="fg.muted">{t('prices.materials.empty')}</Text>;
  }
  const modes: { value: MaterialMode; label: string }[] = [
    { value: 'none', label: t('prices.materials.none') },
    { value: 'sheet', label: t('prices.materials.perSheet') },
    { value: 'm2', label: t('prices.materials.perM2') },
  ];
  return (
    <Stack gap="4">
      {groups
        .filter((group) => group.rows.length > 0)
        .map((group) => (
          <Stack key={group.key} gap="3">
            <Heading as="h3" size="sm">
              {group.title}
            </Heading>
            <Stack as="ul" gap="3" listStyleType="none" ps="0">
              {group.rows.map(({ id, name }) => {
                const material = draft.materials[id] ?? EMPTY_MATERIAL;
                return (
                  <Box
                    as="li"
                    key={id}
                    borderWidth="1px"
                    borderRadius="l2"
                    p="3"
                    display="grid"
                    gap="3"
                    gridTemplateColumns={{ base: '1fr', md: 'minmax(0, 1.2fr) repeat(2, 1fr)' }}
                    alignItems="start"
                  >
                    <SelectField
                      label={t('prices.materials.priceBy', { name })}
                      value={material.mode}
                      options={modes}
                      onChange={(mode) => onChange(id, { mode })}
                      error={errorAt(`materials.${id}`)}
                    />
                    {material.mode === 'sheet' && (
                      <DecimalField
                        label={
                          <>
                            <chakra.span srOnly>{name}: </chakra.span>
                            {t('prices.materials.perSheetPrice')}
                          </>
                        }
                        value={material.perSheet}
                        unit={unit}
                        required
                        onChange={(perSheet) => onChange(id, { perSheet })}
                        error={errorAt(`materials.${id}.perSheet`)}
                      />
                    )}
                    {material.mode === 'm2' && (
                      <>
                        <DecimalField
                          label={
                            <>
                              <chakra.span srOnly>{name}: </chakra.span>
                              {t('prices.materials.perM2Price')}
                            </>
                          }
                          value={material.perM2}
                          unit={unit}
                          required
                          onChange={(perM2) => onChange(id, { perM2 })}
                          error={errorAt(`materials.${id}.perM2`)}
                        />
                        <DecimalField
                          label={
                            <>
                              <chakra.span srOnly>{name}: </chakra.span>
                              {t('prices.materials.wastePercent')}
                            </>
                          }
                          value={material.wastePercent}
                          unit="%"
                          onChange={(wastePercent) => onChange(id, { wastePercent })}
                          error={errorAt(`materials.${id}.wastePercent`)}
                        />
                      </>
                    )}
                  </Box>
                );
              })}
            </Stack>
          </Stack>
        ))}
    </Stack>
  );
}
