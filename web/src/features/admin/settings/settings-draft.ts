import {
  PRODUCTION_SETTING_FIELDS,
  productionSettingsUpdateSchema,
  type ProductionSettingField,
  type ProductionSettings,
  type VersionedProductionSettings,
} from '@cutshop/domain/production';

/*
 * The settings form's draft (docs/production/nesting.md, "The shop's settings"): every field as
 * the person types or picks it, a number with a point or a comma, a choice as its text; and the
 * body a save sends, checked with the domain's schema built from PRODUCTION_SETTING_FIELDS.
 */

export type SettingsDraft = Record<keyof ProductionSettings, string>;

/** A number as the page's language writes it, without grouping ("3,2" in Spanish). */
export function formatSettingNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 2 }).format(
    value,
  );
}

/** The draft of stored settings: numbers in the page's language, choices as their text. */
export function draftOf(settings: ProductionSettings, language: string): SettingsDraft {
  return Object.fromEntries(
    PRODUCTION_SETTING_FIELDS.map((field) => {
      const value = settings[field.key];
      return [
        field.key,
        typeof value === 'number' && field.kind === 'number'
          ? formatSettingNumber(value, language)
          : String(value),
      ];
    }),
  ) as SettingsDraft;
}

/** A choice's value from its text: the choice whose text it is (2, not '2'). */
function choiceOf(field: ProductionSettingField, text: string): unknown {
  if (field.kind !== 'choice') return undefined;
  return (field.choices as readonly (string | number)[]).find((choice) => String(choice) === text);
}

/** A typed decimal (point or comma), NaN when it is not one. */
export function numberOf(text: string): number {
  const plain = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The body a save sends, or the keys of the fields the schema refuses. */
export function bodyOf(
  draft: SettingsDraft,
  version: number,
): { ok: true; body: VersionedProductionSettings } | { ok: false; invalid: Set<string> } {
  const candidate: Record<string, unknown> = { version };
  for (const field of PRODUCTION_SETTING_FIELDS) {
    const text = draft[field.key];
    candidate[field.key] = field.kind === 'number' ? numberOf(text) : choiceOf(field, text);
  }
  const checked = productionSettingsUpdateSchema.safeParse(candidate);
  if (checked.success) return { ok: true, body: checked.data };
  return {
    ok: false,
    invalid: new Set(checked.error.issues.map((issue) => String(issue.path[0]))),
  };
}
