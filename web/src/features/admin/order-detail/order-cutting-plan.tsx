import { Alert, Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import {
  CuttingPlanLegend,
  CuttingPlanPager,
  CuttingPlanSheet,
  KeyValueList,
  LoadableSection,
  PRINT_HIDDEN,
  type CuttingPlanLegendTexts,
  type CuttingPlanSheetTexts,
  type KeyValueRow,
} from '@cutshop/design-system';
import {
  CUT_METRES_DECIMALS,
  LABEL_PAPERS,
  PLAN_DRAWING_RULES,
  cutFigures,
  planPrintLayout,
  type CuttingPlan,
  type LabelPaper,
  type MaterialPlan,
  type PlanTotals,
} from '@cutshop/domain/production';
import type { Unit } from '@cutshop/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { withMaterialNames } from '../../../lib/items/use-catalogue-names';
import { useLoadTexts } from './order-production';
import { PRINT_PLAN } from './print-styles';
import { PrintWithPaper } from './print-with-paper';
import type { CuttingPlanLoad } from './use-cutting-plan';

/** Decimals shown: yields as a percentage, sheet sizes in millimetres. */
const PLAN_DECIMALS = { percent: 1, mm: 1 } as const;
/** A ratio as a percentage. */
const PERCENT = 100;

/** Numbers in the reader's language (decimal comma in Spanish), at most `decimals` decimals. */
function useNumber() {
  const { i18n } = useTranslation('admin');
  return useMemo(() => {
    const formats = new Map<number, Intl.NumberFormat>();
    return (value: number, decimals: number) => {
      let format = formats.get(decimals);
      if (!format) {
        format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: decimals });
        formats.set(decimals, format);
      }
      return format.format(value);
    };
  }, [i18n.language]);
}

/** The figures of a material (or of the whole order), side by side. */
function PlanFigures({ totals }: { totals: PlanTotals }) {
  const { t } = useTranslation('admin');
  const number = useNumber();
  // The same cut figures as the plan files in the export (one domain function).
  const cut = cutFigures(totals);
  const figures: KeyValueRow[] = [
    {
      label: t('production.cuttingPlan.sheets'),
      value: t('production.cuttingPlan.sheetsValue', {
        count: totals.sheets,
        lowerBound: totals.lowerBound,
      }),
    },
    // The stock offcuts the plan lays parts on besides its new sheets (absent when none).
    ...(totals.stockOffcuts
      ? [{ label: t('production.cuttingPlan.stockOffcuts'), value: String(totals.stockOffcuts) }]
      : []),
    { label: t('production.cuttingPlan.pieces'), value: String(totals.pieces) },
    {
      label: t('production.cuttingPlan.yield'),
      value: t('production.cuttingPlan.percent', {
        value: number(totals.yield * PERCENT, PLAN_DECIMALS.percent),
      }),
    },
    {
      label: t('production.cuttingPlan.cuts'),
      value: t('production.cuttingPlan.cutsValue', { cuts: cut.cuts, trimCuts: cut.trimCuts }),
    },
    {
      label: t('production.cuttingPlan.cutLength'),
      value: t('production.cuttingPlan.cutLengthValue', {
        value: number(cut.cutMetres, CUT_METRES_DECIMALS),
        trim: number(cut.trimCutMetres, CUT_METRES_DECIMALS),
      }),
    },
  ];
  return <KeyValueList rows={figures} layout="inline" />;
}

function useSheetTexts(index: number): CuttingPlanSheetTexts {
  const { t } = useTranslation('admin');
  return useMemo(
    () => ({
      zoomIn: t('production.cuttingPlan.zoomIn'),
      zoomOut: t('production.cuttingPlan.zoomOut'),
      zoomReset: t('production.cuttingPlan.zoomReset'),
      zoomGroup: t('production.cuttingPlan.zoomGroup', { index }),
      zoomLevel: (percent) => t('production.cuttingPlan.zoomLevel', { percent }),
      scroller: t('production.cuttingPlan.scroller', { index }),
      partTitle: (part) =>
        t('production.cuttingPlan.partTitle', {
          number: part.partNumber,
          partId: part.partId,
          name: part.name,
          size: part.sizeLabel,
          copy: part.copy,
          quantity: part.quantity,
        }),
    }),
    [t, index],
  );
}

/** The words of the plan's legend (what the marks on a sheet mean). */
function useLegendTexts(): CuttingPlanLegendTexts {
  const { t } = useTranslation('admin');
  return useMemo(
    () => ({
      title: t('production.cuttingPlan.legend.title'),
      part: t('production.cuttingPlan.legend.part'),
      grain: t('production.cuttingPlan.legend.grain'),
      band: t('production.cuttingPlan.legend.band'),
      offcut: t('production.cuttingPlan.legend.offcut'),
      waste: t('production.cuttingPlan.legend.waste'),
      trim: t('production.cuttingPlan.legend.trim'),
      stage1: t('production.cuttingPlan.legend.stage1'),
      stage2: t('production.cuttingPlan.legend.stage2'),
      stage3: t('production.cuttingPlan.legend.stage3'),
    }),
    [t],
  );
}

interface PlanSheetProps {
  plan: MaterialPlan;
  index: number;
  unit: Unit;
  /** The sheet the pager shows; the others are printed only. */
  shown: boolean;
  legend: CuttingPlanLegendTexts;
}

/** One sheet of a material, drawn (the domain's drawing, laid out for the reader's screen). */
function PlanSheet({ plan, index, unit, shown, legend }: PlanSheetProps) {
  const { t } = useTranslation('admin');
  const number = useNumber();
  const texts = useSheetTexts(index);
  const sheet = plan.sheets[index - 1];
  const count = plan.sheets.length;
  const yieldText = t('production.cuttingPlan.percent', {
    value: number((sheet?.yield ?? 0) * PERCENT, PLAN_DECIMALS.percent),
  });
  // A sheet cut from a stock offcut names it, so the foreman fetches that piece
  // (docs/production/nesting.md, "Offcuts from stock").
  const offcut = sheet?.source?.offcut;
  const from = offcut && {
    id: offcut.id,
    length: number(offcut.lengthMm, PLAN_DECIMALS.mm),
    width: number(offcut.widthMm, PLAN_DECIMALS.mm),
    order: offcut.sourceOrderId,
  };
  const title = from
    ? t('production.cuttingPlan.offcutSheetTitle', { index, count, yield: yieldText, ...from })
    : t('production.cuttingPlan.sheetTitle', { index, count, yield: yieldText });
  const facts = {
    index,
    sheets: count,
    material: plan.material.name,
    yield: yieldText,
    count: sheet?.placements.length ?? 0,
    cuts: sheet ? cutFigures(sheet).cuts : 0,
  };
  const label = from
    ? t('production.cuttingPlan.offcutSheetLabel', { ...facts, ...from })
    : t('production.cuttingPlan.sheetLabel', facts);
  return (
    <CuttingPlanSheet
      plan={plan}
      sheetIndex={index}
      unit={unit}
      shown={shown}
      title={title}
      label={label}
      texts={texts}
      legend={legend}
    />
  );
}

/** The named print page of a material's sheets: landscape when its sheets are wider than tall. */
function printPage(plan: MaterialPlan): string {
  const margin = 2 * PLAN_DRAWING_RULES.marginMm;
  const { sheetLengthMm, sheetWidthMm } = plan.material;
  const layout = planPrintLayout({ width: sheetLengthMm + margin, height: sheetWidthMm + margin });
  return `sheet-${layout.orientation}`;
}

/** One material: its figures, the pieces that could not be placed, then its sheets one by one. */
function MaterialSection({ plan, unit }: { plan: MaterialPlan; unit: Unit }) {
  const { t } = useTranslation('admin');
  const number = useNumber();
  const legend = useLegendTexts();
  const [current, setCurrent] = useState(1);
  const { material } = plan;
  const count = plan.sheets.length;
  const mm = (value: number) => number(value, PLAN_DECIMALS.mm);
  const facts = {
    code: material.code,
    thickness: mm(material.thicknessMm),
    length: mm(material.sheetLengthMm),
    width: mm(material.sheetWidthMm),
  };
  return (
    <Stack
      as="section"
      aria-label={material.name}
      gap="3"
      minWidth="0"
      data-material={material.code}
      // On paper a material starts a page, its heading and figures above its first sheet.
      css={{
        '@media print': {
          page: printPage(plan),
          breakBefore: 'page',
          gap: '4pt',
          '&:first-of-type': { breakBefore: 'auto' },
        },
      }}
    >
      <Box>
        <Text as="h3" fontSize="md" fontWeight="semibold">
          {t('production.cuttingPlan.material', {
            kind: t(`production.cutList.materials.${material.key}`),
            name: material.name,
          })}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t(
            material.grain
              ? 'production.cuttingPlan.materialGrain'
              : 'production.cuttingPlan.materialFacts',
            facts,
          )}
          {' · '}
          {t('production.cuttingPlan.settings', { kerf: mm(plan.kerfMm), trim: mm(plan.trimMm) })}
        </Text>
      </Box>
      <PlanFigures totals={plan.totals} />
      {plan.unplaced.length > 0 && (
        <Alert.Root status="warning" variant="surface" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title fontWeight="semibold">
              {t('production.cuttingPlan.unplacedTitle', { count: plan.totals.unplaced })}
            </Alert.Title>
            <Alert.Description>
              <List.Root>
                {plan.unplaced.map((line) => (
                  <List.Item key={line.partId}>
                    {t('production.cuttingPlan.unplaced', {
                      partId: line.partId,
                      name: line.name,
                      index: line.cabinetIndex,
                      length: mm(line.cutLengthMm),
                      width: mm(line.cutWidthMm),
                      quantity: line.quantity,
                      reason: t(`production.cuttingPlan.reasons.${line.reason}`),
                    })}
                  </List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {count > 0 && (
        <CuttingPlanPager
          count={count}
          current={Math.min(current, count)}
          onChange={setCurrent}
          texts={{
            group: t('production.cuttingPlan.pager.group', { material: material.name }),
            previous: t('production.cuttingPlan.pager.previous'),
            next: t('production.cuttingPlan.pager.next'),
            position: (index, total) =>
              t('production.cuttingPlan.pager.position', { index, count: total }),
          }}
        >
          {plan.sheets.map((sheet) => (
            <PlanSheet
              key={sheet.index}
              plan={plan}
              index={sheet.index}
              unit={unit}
              shown={sheet.index === Math.min(current, count)}
              legend={legend}
            />
          ))}
        </CuttingPlanPager>
      )}
    </Stack>
  );
}

interface PrintLabelsProps {
  /** The paper the labels page is asked for first: Letter for an inch order, else A4. */
  defaultPaper: LabelPaper;
  /** A labels page is being opened: the button waits. */
  opening: boolean;
  onPrint: (paper: LabelPaper) => void;
}

/** "Print labels" with its paper: opens the labels page of the API in a new tab. */
function PrintLabels({ defaultPaper, opening, onPrint }: PrintLabelsProps) {
  const { t } = useTranslation('admin');
  return (
    <PrintWithPaper
      papers={LABEL_PAPERS}
      defaultPaper={defaultPaper}
      opening={opening}
      onPrint={onPrint}
      texts={{
        group: t('production.labels.label'),
        paper: t('production.labels.paper'),
        print: t('production.labels.print'),
        opening: t('production.labels.opening'),
        paperName: (paper) => t(`production.labels.papers.${paper as LabelPaper}`),
      }}
    />
  );
}

/**
 * Whether the plan is fixed (from To Cut on: the plan the shop cuts, with the date in words) or a
 * preview made with the stock as it is now (docs/production/nesting.md, "Offcuts from stock").
 */
function PlanState({ fixedAt }: { fixedAt: string | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const date = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }),
    [i18n.language],
  );
  return (
    <Text fontSize="sm" color="fg.muted" data-plan-state={fixedAt ? 'fixed' : 'preview'}>
      {fixedAt
        ? t('production.cuttingPlan.fixed', { date: date.format(new Date(fixedAt)) })
        : t('production.cuttingPlan.preview')}
    </Text>
  );
}

/** The plan once read: each material, then the whole order's figures when there are several. */
function PlanMaterials({ plan }: { plan: CuttingPlan }) {
  const { t } = useTranslation('admin');
  const legend = useLegendTexts();
  const { materials, totals } = plan;
  return (
    <>
      <PlanState fixedAt={plan.fixedAt} />
      {materials.length === 0 && <Text color="fg.muted">{t('production.cuttingPlan.empty')}</Text>}
      {materials.length > 1 && (
        // On paper the order's figures come first, above the first sheet, never split.
        <Stack gap="1" css={{ '@media screen': { display: 'none' } }} data-print-block="">
          <Text fontWeight="semibold">{t('production.cuttingPlan.overall')}</Text>
          <PlanFigures totals={totals} />
        </Stack>
      )}
      {materials.length > 0 && <CuttingPlanLegend texts={legend} />}
      {materials.map((material) => (
        <MaterialSection key={material.material.code} plan={material} unit={plan.unit} />
      ))}
      {materials.length > 1 && (
        <Stack gap="2" pt="3" borderTopWidth="1px" borderColor="border" {...PRINT_HIDDEN}>
          <Text as="h3" fontSize="md" fontWeight="semibold">
            {t('production.cuttingPlan.overall')}
          </Text>
          <PlanFigures totals={totals} />
        </Stack>
      )}
    </>
  );
}

/**
 * The detail's cutting plan (docs/production/plans-and-labels.md), after the cut list: per
 * material its figures (sheets and their lower bound, pieces, yield, cuts and metres of cut), a
 * warning for pieces that could not be placed, then its sheets drawn one at a time behind a pager
 * (Previous / Next, a swipe on a phone), under the legend of the drawing's marks. Printed, every
 * sheet of every material takes a page of its own, with the legend. It says whether the plan is
 * fixed or a preview, and a sheet cut from a stock offcut names that offcut in its title. Beside
 * the heading, "Print labels" with its paper (and "Re-plan with current stock" at To Cut). Loading, then an error with Retry, like the cut list.
 */
export function OrderCuttingPlan({
  plan,
  onRetry,
  labels,
  materialName,
  replan,
}: {
  plan: CuttingPlanLoad;
  onRetry: () => void;
  labels: PrintLabelsProps;
  /** A material's name in the page's language (the plan carries the names written at intake). */
  materialName: (material: { code: string; name: string }) => string;
  /** "Re-plan with current stock", for an order at To Cut only. */
  replan?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const texts = useLoadTexts('production.cuttingPlan');
  const named = useMemo(
    () => (plan.kind === 'ready' ? withMaterialNames(plan.plan, materialName) : null),
    [plan, materialName],
  );
  return (
    <Box {...{ [PRINT_PLAN]: '' }}>
      <LoadableSection
        title={t('production.cuttingPlan.title')}
        state={plan.kind}
        texts={texts}
        onRetry={onRetry}
        printHidden={plan.kind !== 'ready'}
        actions={
          <HStack gap="3" wrap="wrap" align="end">
            {replan}
            <PrintLabels {...labels} />
          </HStack>
        }
      >
        {named && <PlanMaterials plan={named} />}
      </LoadableSection>
    </Box>
  );
}
