import { Alert, Box, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import {
  CONSTRUCTION_KINDS,
  LAZY_SUSAN_ANGLES,
  type Construction,
  type FurnitureModel,
  type MessageKey,
  type ModelBounds,
  type PropertyFlag,
} from '@cutshop/domain';
import { PARTS_RULES } from '@cutshop/domain/production';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/i18n/translate-message';
import { BOUNDS_FIELDS, CONSTRUCTION_FIELDS, FLAG_GROUPS, modelProblems } from './model-rules';
import { CheckField, ChoiceField, MillimetreField, type Choice } from './model-fields';
import { ModelPreviewPanel } from './model-preview';

export interface ModelEditorProps {
  /** The model being edited: its bounds, the customer's options and its construction. */
  value: FurnitureModel;
  /**
   * Called with the whole model after every change. A millimetre entry that is empty or not a
   * number is NaN in it, which the model's rules (and the server) refuse.
   */
  onChange(model: FurnitureModel): void;
  /**
   * Field errors by path relative to the model, e.g. 'bounds.xmin', 'construction.boardMm' -> a
   * message code of the domain's MESSAGES, shown translated under the field.
   */
  errors?: Readonly<Record<string, MessageKey>>;
  /** The model's name, for the preview's caption. */
  name?: string;
  disabled?: boolean;
}

/** How long the preview waits for the typing to pause before it is built again. */
const PREVIEW_DELAY_MS = 150;

/** `value`, once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const BOUND_ROWS = [
  ['xmin', 'xmax'],
  ['ymin', 'ymax'],
  ['zmin', 'zmax'],
] as const satisfies readonly (readonly [keyof ModelBounds, keyof ModelBounds])[];

/** The select value of a door-columns setting and back. */
const DOOR_COLUMNS: Record<string, Construction['doorColumns']> = {
  c0: 0,
  c1: 1,
  c2: 2,
  byWidth: 'byWidth',
};
const doorColumnsKey = (columns: Construction['doorColumns']) =>
  columns === 'byWidth' ? 'byWidth' : (`c${columns}` as const);

const COUNTS = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/**
 * The form of a furniture model (docs/production/catalogue.md): its size bounds in millimetres
 * with inches hinted, the options its customers get (docs/product.md §3, in plain words) and
 * its construction, every field with its unit. Beside it (below it on a phone), a live preview
 * of a sample item built with the production code. A field shows the rules' message, or the
 * one `errors` gives it.
 */
export function ModelEditor({ value, onChange, errors, name, disabled }: ModelEditorProps) {
  const { t } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  const problems = useMemo(() => modelProblems(value), [value]);
  const valid = Object.keys(problems).length === 0;
  const settled = useSettled(value, PREVIEW_DELAY_MS);
  const settledValid = useMemo(() => Object.keys(modelProblems(settled)).length === 0, [settled]);
  const previewModel = valid && settledValid ? settled : null;

  const errorOf = (path: string): string | undefined =>
    translateMessage(tShared, problems[path] ?? errors?.[path]);

  const { bounds, properties, construction } = value;
  const setBound = (key: keyof ModelBounds, mm: number) =>
    onChange({ ...value, bounds: { ...bounds, [key]: mm } });
  const setFlag = (flag: PropertyFlag, on: boolean) => {
    const next = { ...properties };
    if (on) next[flag] = true;
    else delete next[flag];
    onChange({ ...value, properties: next });
  };
  // A lazy-susan corner folding at 90° or 45° is shaped by the runs it joins
  // (docs/production/parts.md, "Corner units").
  const shapedCorner =
    construction.kind === 'cornerLazySusan' &&
    (construction.foldAngle === 90 || construction.foldAngle === 45);
  const setConstruction = (changes: Partial<Construction>) => {
    const next: Record<string, unknown> = { ...construction, ...changes };
    // An optional field left empty leaves the construction (its rule's default applies).
    for (const [key, field] of Object.entries(next)) if (field === undefined) delete next[key];
    onChange({ ...value, construction: next as Construction });
  };

  const kindChoices: Choice[] = CONSTRUCTION_KINDS.map((kind) => ({
    value: kind,
    label: t(`catalogueModel.construction.kinds.${kind}`),
  }));
  const foldChoices: Choice[] = LAZY_SUSAN_ANGLES.map((angle) => ({
    value: String(angle),
    label: t(`catalogueModel.construction.foldAngles.a${angle}`),
  }));
  const columnChoices: Choice[] = Object.keys(DOOR_COLUMNS).map((key) => ({
    value: key,
    label: t(
      `catalogueModel.construction.doorColumnsChoices.${key as 'c0' | 'c1' | 'c2' | 'byWidth'}`,
    ),
  }));
  const rowChoices: Choice[] = [
    { value: '1', label: t('catalogueModel.construction.doorRowsChoices.r1') },
    { value: '2', label: t('catalogueModel.construction.doorRowsChoices.r2') },
  ];
  const countChoices = (from: number, to: number): Choice[] =>
    COUNTS(from, to).map((count) => ({ value: count, label: count }));
  const hingeChoices: Choice[] = [
    { value: 'byHeight', label: t('catalogueModel.construction.hingesByHeight') },
    ...countChoices(1, 8),
  ];
  const golaChoices: Choice[] = (['none', 'topJ', 'topJMidC'] as const).map((gola) => ({
    value: gola,
    label: t(`catalogueModel.construction.golas.${gola}`),
  }));
  const backChoices: Choice[] = (['inside', 'applied'] as const).map((back) => ({
    value: back,
    label: t(`catalogueModel.construction.backs.${back}`),
  }));
  // A message for a path the form has no field for (the whole bounds, say) shows above it.
  const unmatched = Object.entries({ ...errors, ...problems }).filter(
    ([path]) => !KNOWN_PATHS.has(path),
  );

  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 24rem)' }}
      gap="6"
      alignItems="start"
      data-testid="model-editor"
    >
      <Stack gap="6" minWidth="0">
        {unmatched.length > 0 && (
          <Alert.Root status="error" variant="subtle" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">
              {unmatched.map(([, code]) => translateMessage(tShared, code)).join(' ')}
            </Alert.Title>
          </Alert.Root>
        )}
        <Section
          title={t('catalogueModel.sections.sizes')}
          hint={t('catalogueModel.sections.sizesHint')}
        >
          {BOUND_ROWS.map(([min, max]) => (
            <Grid key={min} templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
              {[min, max].map((key) => (
                <MillimetreField
                  key={key}
                  label={t(`catalogueModel.bounds.${key}`)}
                  value={bounds[key]}
                  onChange={(mm) => setBound(key, mm)}
                  error={errorOf(`bounds.${key}`)}
                  hint={key === 'zmin' ? t('catalogueModel.depthNotChecked') : undefined}
                  inches
                  disabled={disabled}
                />
              ))}
            </Grid>
          ))}
        </Section>

        <Section
          title={t('catalogueModel.sections.options')}
          hint={t('catalogueModel.sections.optionsHint')}
        >
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {FLAG_GROUPS.map((group) => (
              <chakra.fieldset key={group.key} minWidth="0">
                <chakra.legend fontWeight="semibold" textStyle="sm" mb="2">
                  {t(`catalogueModel.flagGroups.${group.key}`)}
                </chakra.legend>
                <Stack gap="2">
                  {group.flags.map((flag) => (
                    <CheckField
                      key={flag}
                      label={t(`catalogueModel.flags.${flag}`)}
                      checked={properties[flag] === true}
                      onChange={(on) => setFlag(flag, on)}
                      error={errorOf(`properties.${flag}`)}
                      disabled={disabled}
                    />
                  ))}
                </Stack>
              </chakra.fieldset>
            ))}
          </Grid>
        </Section>

        <Section
          title={t('catalogueModel.sections.construction')}
          hint={t('catalogueModel.sections.constructionHint')}
        >
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
            <ChoiceField
              label={t('catalogueModel.construction.kind')}
              value={construction.kind}
              choices={kindChoices}
              onChange={(kind) => {
                const next = kind as Construction['kind'];
                // A fold angle is given exactly for lazy-susan corners (constructionSchema).
                const foldAngle =
                  next === 'cornerLazySusan' ? (construction.foldAngle ?? 90) : null;
                setConstruction({ kind: next, foldAngle });
              }}
              error={errorOf('construction.kind')}
              disabled={disabled}
            />
            {(construction.kind === 'cornerLazySusan' || construction.foldAngle !== null) && (
              <ChoiceField
                label={t('catalogueModel.construction.foldAngle')}
                hint={t('catalogueModel.construction.foldAngleHint')}
                value={String(construction.foldAngle ?? '')}
                choices={
                  construction.kind === 'cornerLazySusan'
                    ? foldChoices
                    : [
                        { value: '', label: t('catalogueModel.construction.noFoldAngle') },
                        ...foldChoices,
                      ]
                }
                onChange={(angle) =>
                  setConstruction({
                    foldAngle: angle === '' ? null : (Number(angle) as Construction['foldAngle']),
                  })
                }
                error={errorOf('construction.foldAngle')}
                disabled={disabled}
              />
            )}
            <ChoiceField
              label={t('catalogueModel.construction.doorColumns')}
              value={doorColumnsKey(construction.doorColumns)}
              choices={columnChoices}
              onChange={(key) => setConstruction({ doorColumns: DOOR_COLUMNS[key] ?? 1 })}
              error={errorOf('construction.doorColumns')}
              disabled={disabled}
            />
            <ChoiceField
              label={t('catalogueModel.construction.doorRows')}
              value={String(construction.doorRows)}
              choices={rowChoices}
              onChange={(rows) => setConstruction({ doorRows: rows === '2' ? 2 : 1 })}
              error={errorOf('construction.doorRows')}
              disabled={disabled}
            />
            <ChoiceField
              label={t('catalogueModel.construction.drawerFronts')}
              hint={t('catalogueModel.construction.drawerFrontsHint')}
              value={String(construction.drawerFronts)}
              choices={countChoices(0, 8)}
              onChange={(count) => setConstruction({ drawerFronts: Number(count) })}
              error={errorOf('construction.drawerFronts')}
              disabled={disabled}
            />
            <ChoiceField
              label={t('catalogueModel.construction.fixedShelves')}
              hint={t('catalogueModel.construction.fixedShelvesHint')}
              value={String(construction.fixedShelves)}
              choices={countChoices(0, 6)}
              onChange={(count) => setConstruction({ fixedShelves: Number(count) })}
              error={errorOf('construction.fixedShelves')}
              disabled={disabled}
            />
            <MillimetreField
              label={t('catalogueModel.construction.nicheMm')}
              hint={t('catalogueModel.construction.nicheHint')}
              value={construction.nicheMm}
              onChange={(mm) => setConstruction({ nicheMm: mm })}
              error={errorOf('construction.nicheMm')}
              disabled={disabled}
            />
            <ChoiceField
              label={t('catalogueModel.construction.hingesPerDoor')}
              value={
                construction.hingesPerDoor === null
                  ? 'byHeight'
                  : String(construction.hingesPerDoor)
              }
              choices={hingeChoices}
              onChange={(hinges) =>
                setConstruction({ hingesPerDoor: hinges === 'byHeight' ? null : Number(hinges) })
              }
              error={errorOf('construction.hingesPerDoor')}
              disabled={disabled}
            />
            <ChoiceField
              label={t('catalogueModel.construction.gola')}
              value={construction.gola}
              choices={golaChoices}
              onChange={(gola) => setConstruction({ gola: gola as Construction['gola'] })}
              error={errorOf('construction.gola')}
              disabled={disabled}
            />
            <MillimetreField
              label={t('catalogueModel.construction.boardMm')}
              hint={t('catalogueModel.construction.boardHint')}
              value={construction.boardMm}
              onChange={(mm) => setConstruction({ boardMm: mm })}
              error={errorOf('construction.boardMm')}
              disabled={disabled}
            />
            <ChoiceField
              label={t('catalogueModel.construction.back')}
              value={construction.back}
              choices={backChoices}
              onChange={(back) => setConstruction({ back: back as Construction['back'] })}
              error={errorOf('construction.back')}
              disabled={disabled}
            />
            <MillimetreField
              label={t('catalogueModel.construction.backMm')}
              value={construction.backMm}
              onChange={(mm) => setConstruction({ backMm: mm })}
              error={errorOf('construction.backMm')}
              disabled={disabled}
            />
            {(construction.kind === 'cornerBlind' || shapedCorner) && (
              <MillimetreField
                optional
                label={t('catalogueModel.construction.cornerRunDepthMm')}
                hint={t('catalogueModel.construction.cornerRunDepthHint', {
                  mm: PARTS_RULES.cornerRunDepthMm.base,
                  wallMm: PARTS_RULES.cornerRunDepthMm.wall,
                })}
                placeholder={String(
                  PARTS_RULES.cornerRunDepthMm[construction.onLegs ? 'base' : 'wall'],
                )}
                value={construction.cornerRunDepthMm}
                onChange={(mm) => setConstruction({ cornerRunDepthMm: mm })}
                error={errorOf('construction.cornerRunDepthMm')}
                disabled={disabled}
              />
            )}
            {construction.kind === 'cornerBlind' && (
              <MillimetreField
                optional
                label={t('catalogueModel.construction.blindFillerMm')}
                hint={t('catalogueModel.construction.blindFillerHint', {
                  mm: PARTS_RULES.blindFillerMm,
                })}
                placeholder={String(PARTS_RULES.blindFillerMm)}
                value={construction.blindFillerMm}
                onChange={(mm) => setConstruction({ blindFillerMm: mm })}
                error={errorOf('construction.blindFillerMm')}
                disabled={disabled}
              />
            )}
            {construction.kind === 'base' && (
              <Box alignSelf="end" pb="2">
                <CheckField
                  label={t('catalogueModel.construction.serviceCutout')}
                  checked={construction.serviceCutout === true}
                  onChange={(on) => setConstruction({ serviceCutout: on ? true : undefined })}
                  error={errorOf('construction.serviceCutout')}
                  disabled={disabled}
                />
              </Box>
            )}
            <Box alignSelf="end" pb="2">
              <CheckField
                label={t('catalogueModel.construction.onLegs')}
                checked={construction.onLegs}
                onChange={(onLegs) => setConstruction({ onLegs })}
                error={errorOf('construction.onLegs')}
                disabled={disabled}
              />
            </Box>
          </Grid>
        </Section>
      </Stack>

      <Box
        minWidth="0"
        position={{ lg: 'sticky' }}
        top={{ lg: '4' }}
        borderWidth="1px"
        borderRadius="l3"
        p="4"
      >
        <ModelPreviewPanel model={previewModel} name={name} />
      </Box>
    </Grid>
  );
}

/** Every field path the form shows, so an error for any other path is shown above the form. */
const KNOWN_PATHS: ReadonlySet<string> = new Set([
  ...BOUNDS_FIELDS.map((key) => `bounds.${key}`),
  ...FLAG_GROUPS.flatMap((group) => group.flags.map((flag) => `properties.${flag}`)),
  ...CONSTRUCTION_FIELDS.map((key) => `construction.${key}`),
]);

/** A group of the form: a fieldset with its legend and a line on what it is for. */
function Section({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <chakra.fieldset minWidth="0" borderTopWidth="1px" pt="4">
      <chakra.legend fontWeight="bold" textStyle="lg" px="1">
        {title}
      </chakra.legend>
      <Text textStyle="sm" color="fg.muted" mb="3">
        {hint}
      </Text>
      <Stack gap="3">{children}</Stack>
    </chakra.fieldset>
  );
}

export default ModelEditor;
