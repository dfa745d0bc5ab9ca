import {
  Box,
  Button,
  chakra,
  Flex,
  HStack,
  NativeSelect,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { CuttingPlanSheet, type CuttingPlanSheetTexts } from '@cutshop/design-system';
import {
  LABEL_PAPERS,
  planDrawing,
  type LabelPaper,
  type MaterialPlan,
  type PlanTotals,
} from '@cutshop/domain/production';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CuttingPlanLoad } from './use-cutting-plan';

/** Decimals shown: yields as a percentage, lengths of cut in metres, sheet sizes in millimetres. */
const PLAN_DECIMALS = { percent: 1, metres: 1, mm: 1 } as const;
/** Millimetres in a metre; a ratio as a percentage. */
const MM_PER_M = 1000;
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

/** The figures of a material (or of the whole order) as a definition list. */
function PlanFigures({ totals }: { totals: PlanTotals }) {
  const { t } = useTranslation('admin');
  const number = useNumber();
  const figures: [string, string][] = [
    [
      t('production.cuttingPlan.sheets'),
      t('production.cuttingPlan.sheetsValue', {
        count: totals.sheets,
        lowerBound: totals.lowerBound,
      }),
    ],
    [t('production.cuttingPlan.pieces'), String(totals.pieces)],
    [
      t('production.cuttingPlan.yield'),
      t('production.cuttingPlan.percent', {
        value: number(totals.yield * PERCENT, PLAN_DECIMALS.percent),
      }),
    ],
    [t('production.cuttingPlan.cuts'), String(totals.cutCount)],
    [
      t('production.cuttingPlan.cutLength'),
      t('production.cuttingPlan.metres', {
        value: number(totals.cutLengthMm / MM_PER_M, PLAN_DECIMALS.metres),
      }),
    ],
  ];
  return (
    <chakra.dl
      display="flex"
      flexWrap="wrap"
      columnGap="5"
      rowGap="1"
      m="0"
      fontSize="sm"
      css={{ breakInside: 'avoid' }}
    >
      {figures.map(([term, value]) => (
        <Flex key={term} gap="1.5">
          <chakra.dt color="fg.muted">{term}</chakra.dt>
          <chakra.dd m="0" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {value}
          </chakra.dd>
        </Flex>
      ))}
    </chakra.dl>
  );
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

/** One sheet of a material, drawn; its drawing data is made only when it is shown. */
function PlanSheet({ plan, index }: { plan: MaterialPlan; index: number }) {
  const { t } = useTranslation('admin');
  const number = useNumber();
  const texts = useSheetTexts(index);
  const drawing = useMemo(() => planDrawing(plan, index), [plan, index]);
  const sheet = plan.sheets[index - 1];
  const count = plan.sheets.length;
  const title = t('production.cuttingPlan.sheetTitle', {
    index,
    count,
    yield: t('production.cuttingPlan.percent', {
      value: number((sheet?.yield ?? 0) * PERCENT, PLAN_DECIMALS.percent),
    }),
  });
  const label = t('production.cuttingPlan.sheetLabel', {
    index,
    sheets: count,
    material: plan.material.name,
    count: sheet?.placements.length ?? 0,
    cuts: sheet?.cutCount ?? 0,
  });
  return <CuttingPlanSheet drawing={drawing} title={title} label={label} texts={texts} />;
}

/** One material: its figures, the pieces that could not be placed, then its sheets. */
function MaterialSection({ plan }: { plan: MaterialPlan }) {
  const { t } = useTranslation('admin');
  const number = useNumber();
  const [all, setAll] = useState(false);
  const sheetsId = useId();
  const { material } = plan;
  const count = plan.sheets.length;
  const shown = all ? count : Math.min(1, count);
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
        <Box
          role="alert"
          px="3"
          py="2"
          bg="orange.subtle"
          color="orange.fg"
          borderWidth="1px"
          borderColor="orange.muted"
          borderRadius="l2"
        >
          <Text fontWeight="semibold">
            {t('production.cuttingPlan.unplacedTitle', { count: plan.totals.unplaced })}
          </Text>
          <chakra.ul m="0" ps="5" listStyleType="disc">
            {plan.unplaced.map((line) => (
              <li key={line.partId}>
                {t('production.cuttingPlan.unplaced', {
                  partId: line.partId,
                  name: line.name,
                  index: line.cabinetIndex,
                  length: mm(line.cutLengthMm),
                  width: mm(line.cutWidthMm),
                  quantity: line.quantity,
                  reason: t(`production.cuttingPlan.reasons.${line.reason}`),
                })}
              </li>
            ))}
          </chakra.ul>
        </Box>
      )}
      <Stack id={sheetsId} gap="4">
        {plan.sheets.slice(0, shown).map((sheet) => (
          <PlanSheet key={sheet.index} plan={plan} index={sheet.index} />
        ))}
      </Stack>
      {count > 1 && (
        <Box data-print-hide="">
          <Button
            size="sm"
            variant="outline"
            aria-expanded={all}
            aria-controls={sheetsId}
            onClick={() => setAll((value) => !value)}
          >
            {all
              ? t('production.cuttingPlan.showFirst')
              : t('production.cuttingPlan.showAll', { count })}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

export interface PrintLabelsProps {
  /** The paper the labels page is asked for first: Letter for an inch order, else A4. */
  defaultPaper: LabelPaper;
  /** A labels page is being opened: the button waits. */
  opening: boolean;
  onPrint: (paper: LabelPaper) => void;
}

/** "Print labels" with its paper: opens the labels page of the API in a new tab. */
function PrintLabels({ defaultPaper, opening, onPrint }: PrintLabelsProps) {
  const { t } = useTranslation('admin');
  const [paper, setPaper] = useState<LabelPaper>(defaultPaper);
  const selectId = useId();
  return (
    <HStack role="group" aria-label={t('production.labels.label')} gap="2" data-print-hide="">
      <chakra.label htmlFor={selectId} srOnly>
        {t('production.labels.paper')}
      </chakra.label>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          id={selectId}
          value={paper}
          onChange={(event) => {
            const next = LABEL_PAPERS.find((value) => value === event.currentTarget.value);
            if (next) setPaper(next);
          }}
        >
          {LABEL_PAPERS.map((value) => (
            <option key={value} value={value}>
              {t(`production.labels.papers.${value}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="sm"
        variant="outline"
        colorPalette="gray"
        loading={opening}
        loadingText={t('production.labels.opening')}
        onClick={() => onPrint(paper)}
      >
        {t('production.labels.print')}
      </Button>
    </HStack>
  );
}

/** The section's frame: its heading, the labels action beside it, then its content. */
function PlanFrame({ labels, children }: { labels: PrintLabelsProps; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const title = t('production.cuttingPlan.title');
  return (
    <Stack
      as="section"
      aria-label={title}
      gap="4"
      p="4"
      bg="surface.card"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      minWidth="0"
      css={{ '@media print': { p: 0, borderWidth: 0 } }}
    >
      <Flex wrap="wrap" gap="3" align="center" justify="space-between">
        <Text as="h2" fontSize="md" fontWeight="semibold">
          {title}
        </Text>
        <PrintLabels {...labels} />
      </Flex>
      {children}
    </Stack>
  );
}

/**
 * The detail's cutting plan (docs/production/plans-and-labels.md), after the cut list: per
 * material its figures (sheets and their lower bound, pieces, yield, cuts and metres of cut), a
 * warning for pieces that could not be placed, then its sheets drawn. Only the first sheet of a
 * material is drawn until "Show all" is pressed, so a large order stays light on a phone. Beside
 * the heading, "Print labels" with its paper. Loading, then an error with Retry, like the cut list.
 */
export function OrderCuttingPlan({
  plan,
  onRetry,
  labels,
}: {
  plan: CuttingPlanLoad;
  onRetry: () => void;
  labels: PrintLabelsProps;
}) {
  const { t } = useTranslation('admin');
  if (plan.kind === 'loading') {
    return (
      <PlanFrame labels={labels}>
        <HStack role="status" gap="2" color="fg.muted">
          <Spinner size="sm" />
          <Text>{t('production.cuttingPlan.loading')}</Text>
        </HStack>
      </PlanFrame>
    );
  }
  if (plan.kind === 'error') {
    return (
      <PlanFrame labels={labels}>
        <HStack role="alert" gap="3" wrap="wrap">
          <Text>{t('production.cuttingPlan.loadError')}</Text>
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('production.cuttingPlan.retry')}
          </Button>
        </HStack>
      </PlanFrame>
    );
  }
  const { materials, totals } = plan.plan;
  return (
    <PlanFrame labels={labels}>
      {materials.length === 0 && <Text color="fg.muted">{t('production.cuttingPlan.empty')}</Text>}
      {materials.map((material) => (
        <MaterialSection key={material.material.code} plan={material} />
      ))}
      {materials.length > 1 && (
        <Stack gap="2" pt="3" borderTopWidth="1px" borderColor="border">
          <Text as="h3" fontSize="md" fontWeight="semibold">
            {t('production.cuttingPlan.overall')}
          </Text>
          <PlanFigures totals={totals} />
        </Stack>
      )}
    </PlanFrame>
  );
}
