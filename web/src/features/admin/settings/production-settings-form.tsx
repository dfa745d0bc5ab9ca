import { Box, Button, Fieldset, Heading, Stack } from '@chakra-ui/react';
import {
  PRODUCTION_SETTING_FIELDS,
  type ProductionSettingField,
  type ProductionSettingGroup,
  type VersionedProductionSettings,
} from '@cutshop/domain/production';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotification } from '../../../lib/notifications/notification-store';
import { DecimalField, SelectField } from '../prices/price-fields';
import { SaveOutcomeAlert, saveFailure, type SaveOutcome } from '../layout/save-outcome';
import { keepSavedSettings, saveProductionSettings } from './production-settings-api';
import {
  bodyOf,
  draftOf,
  formatSettingNumber,
  numberOf,
  type SettingsDraft,
} from './settings-draft';

/** The groups in the order the form shows them: the order of the fields table. */
const GROUPS: readonly ProductionSettingGroup[] = [
  ...new Set(PRODUCTION_SETTING_FIELDS.map((field) => field.group)),
];

/** A choice in words ("3 stages", "Rip (along the sheet's length)"). */
export function choiceText(t: TFunction<'admin'>, key: string, choice: unknown): string {
  return t(`settings.choices.${key}.${String(choice)}` as 'settings.choices.firstStage.any');
}

/** A field's help, then its range and default (numbers) or its default (choices). */
function hintOf(field: ProductionSettingField, t: TFunction<'admin'>, language: string): string {
  const help = t(`settings.fields.${field.key}.help`);
  if (field.kind === 'choice') {
    return `${help} ${t('settings.defaultChoice', { choice: choiceText(t, field.key, field.default) })}`;
  }
  const number = (value: number) => formatSettingNumber(value, language);
  const range = t('settings.range', {
    min: number(field.min),
    max: number(field.max),
    default: number(field.default),
    unit: field.unit,
  });
  return `${help} ${range}`;
}

/**
 * The production settings form (docs/production/nesting.md, "The shop's settings"): the fields
 * of PRODUCTION_SETTING_FIELDS by group, each with its unit, help, range and default, the
 * choices as selects; checked in the browser with the domain's schema, then by the server. A
 * 400 marks its fields; a 409 says someone else saved first and offers to reload (what was
 * typed is replaced by what they saved).
 */
export function ProductionSettingsForm({
  settings,
  onReload,
}: {
  settings: VersionedProductionSettings;
  /** Reads the settings again (after a 409). */
  onReload: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  const client = useQueryClient();
  const notify = useNotification((state) => state.notify);
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings, language));
  const [attempted, setAttempted] = useState(false);
  const [serverInvalid, setServerInvalid] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [saving, setSaving] = useState(false);

  const result = bodyOf(draft, settings.version);
  const errorAt = (field: ProductionSettingField): string | undefined => {
    const refused =
      serverInvalid.has(field.key) || (attempted && !result.ok && result.invalid.has(field.key));
    if (!refused) return undefined;
    if (field.kind === 'choice') return t('settings.invalid');
    const number = (value: number) => formatSettingNumber(value, language);
    // In its range yet refused: the one check across fields, the plinth above the legs.
    const typed = numberOf(draft[field.key]);
    if (field.key === 'plinthHeightMm' && typed >= field.min && typed <= field.max) {
      return t('settings.plinthAboveLegs', { legs: draft.legHeightMm, unit: field.unit });
    }
    return t('settings.outOfRange', { min: number(field.min), max: number(field.max) });
  };

  const change = (key: keyof SettingsDraft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setServerInvalid((current) => new Set([...current].filter((path) => path !== key)));
  };

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
      const saved = await saveProductionSettings(result.body);
      keepSavedSettings(client, saved);
      setDraft(draftOf(saved, language));
      setAttempted(false);
      const key = saved.version === settings.version ? 'settings.unchanged' : 'settings.saved';
      notify(t(key, { version: saved.version }), 'success');
    } catch (error) {
      const failure = saveFailure(error);
      if (failure.fields.length > 0) {
        setServerInvalid(new Set(failure.fields.map((field) => field.path.split('.')[0] ?? '')));
      }
      setOutcome(failure.outcome);
    } finally {
      setSaving(false);
    }
  }

  // The screen starts the form again with what was read when its version moved.
  async function reload() {
    await onReload();
    setOutcome(null);
    setServerInvalid(new Set());
  }

  const grid = { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' };

  return (
    <Stack gap="4">
      <SaveOutcomeAlert outcome={outcome} section="settings" onReload={() => void reload()} />
      <form onSubmit={(event) => void save(event)} noValidate aria-labelledby="settings-title">
        <Stack gap="6">
          {GROUPS.map((group) => (
            <Fieldset.Root key={group}>
              <Fieldset.Legend>
                <Heading as="h2" size="md">
                  {t(`settings.groups.${group}`)}
                </Heading>
              </Fieldset.Legend>
              <Fieldset.Content>
                <Box display="grid" gap="4" gridTemplateColumns={grid}>
                  {PRODUCTION_SETTING_FIELDS.filter((field) => field.group === group).map(
                    (field) =>
                      field.kind === 'number' ? (
                        <DecimalField
                          key={field.key}
                          label={t(`settings.fields.${field.key}.label`)}
                          value={draft[field.key]}
                          unit={field.unit}
                          hint={hintOf(field, t, language)}
                          onChange={(value) => change(field.key, value)}
                          error={errorAt(field)}
                        />
                      ) : (
                        <SelectField
                          key={field.key}
                          label={t(`settings.fields.${field.key}.label`)}
                          value={draft[field.key]}
                          options={(field.choices as readonly (string | number)[]).map(
                            (choice) => ({
                              value: String(choice),
                              label: choiceText(t, field.key, choice),
                            }),
                          )}
                          hint={hintOf(field, t, language)}
                          onChange={(value) => change(field.key, value)}
                          error={errorAt(field)}
                        />
                      ),
                  )}
                </Box>
              </Fieldset.Content>
            </Fieldset.Root>
          ))}
          <Box>
            <Button
              type="submit"
              colorPalette="brand"
              loading={saving}
              loadingText={t('settings.saving')}
            >
              {t('settings.save')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Stack>
  );
}
