import { chakra, useSlotRecipe } from '@chakra-ui/react';
import {
  EDGE_NAMES,
  type CutList,
  type CutListCabinet,
  type CutListMaterial,
  type CutListTotals,
  type Grain,
  type ItemProblem,
  type MaterialKey,
  type Part,
  type PartRole,
} from '@cutshop/domain/production';
import { useId } from 'react';
import { cutListTableRecipe } from './cut-list-table.recipe';
import {
  formatArea,
  formatMetres,
  sizeInFractions,
  sizeInInches,
  sizeInMm,
  thickness,
} from './lengths';

/** The cut list's visible texts, translated by the app. */
export interface CutListTableTexts {
  /** The heading, e.g. 'Cut list'. */
  title: string;
  /** Shown when the order has no part to cut. */
  empty: string;
  /** Column headers. */
  part: string;
  role: string;
  /** 'Cut L × W': the size to cut. */
  cut: string;
  /** Before the finished size under the cut size, e.g. 'Finished'. */
  finished: string;
  thickness: string;
  quantity: string;
  grain: string;
  edges: string;
  /** The edges cell when no edge is banded, e.g. 'None'. */
  noEdges: string;
  roleNames: Record<PartRole, string>;
  grainNames: Record<Grain, string>;
  /** What each material is, e.g. cabinet: 'Cabinet colour'. */
  materialKinds: Record<MaterialKey, string>;
  /** The sheet line under a material's heading, e.g. 'Sheet 2800 × 2070 mm, grain'. */
  sheet: (sheet: { size: string; grain: boolean }) => string;
  /** A cabinet's row above its parts, e.g. 'Item 1: Base, 2 doors (× 2)'. */
  cabinet: (cabinet: CutListCabinet) => string;
  /** The labels of the totals. */
  parts: string;
  area: string;
  edgeBand: string;
  /** The heading of the totals over every material, e.g. 'All materials'. */
  overall: string;
  /** The name of a material's scrolling table box, e.g. 'Parts of White oak'. */
  tableLabel: (materialName: string) => string;
  /** The heading of the items production cannot build. */
  problemsTitle: string;
  /** The reader's language for numbers (BCP 47, e.g. 'es': decimal comma); English when absent. */
  locale?: string;
  /** A part's name in the reader's language; the cut list's (English) name when absent. */
  partName?: (part: Part) => string;
  /** A problem in words; its English message when absent. */
  problem?: (problem: ItemProblem) => string;
}

export interface CutListTableProps {
  /** GET /api/orders/:uuid/cutlist, as the server answers it. */
  cutList: CutList;
  texts: CutListTableTexts;
  /** The heading's level, to fit the page's outline (materials take the next one). */
  headingLevel?: 'h2' | 'h3';
}

const COLUMNS = 7;

function Totals({ totals, texts }: { totals: CutListTotals; texts: CutListTableTexts }) {
  const recipe = useSlotRecipe({ key: 'cutListTable', recipe: cutListTableRecipe });
  const styles = recipe();
  return (
    <chakra.dl css={styles.totals}>
      <div>
        <dt>{texts.parts}</dt>
        <dd>{totals.parts}</dd>
      </div>
      <div>
        <dt>{texts.area}</dt>
        <dd>{formatArea(totals.areaM2, texts.locale)}</dd>
      </div>
      <div>
        <dt>{texts.edgeBand}</dt>
        <dd>{formatMetres(totals.edgeBandM, texts.locale)}</dd>
      </div>
    </chakra.dl>
  );
}

/** Whether a part is cut at its finished size (no banded edge takes anything off). */
function sameSize(part: Part): boolean {
  return part.cut.lengthMm === part.finished.lengthMm && part.cut.widthMm === part.finished.widthMm;
}

function PartRow({
  part,
  cutList,
  texts,
}: {
  part: Part;
  cutList: CutList;
  texts: CutListTableTexts;
}) {
  const recipe = useSlotRecipe({ key: 'cutListTable', recipe: cutListTableRecipe });
  const styles = recipe();
  const inches = cutList.unit === 'in';
  const { locale } = texts;
  const banded = EDGE_NAMES.filter((edge) => part.edges[edge]);
  return (
    <tr data-part={part.code}>
      <td data-label={texts.part}>
        {texts.partName ? texts.partName(part) : part.name}
        <chakra.span css={styles.sub}>{part.code}</chakra.span>
      </td>
      <td data-label={texts.role} data-print-omit="">
        {texts.roleNames[part.role]}
      </td>
      <td data-numeric="" data-label={texts.cut}>
        {inches ? sizeInFractions(part.cut) : sizeInMm(part.cut, locale)}
        {inches && (
          <chakra.span css={styles.sub}>
            {sizeInInches(part.cut, locale)} · {sizeInMm(part.cut, locale)}
          </chakra.span>
        )}
        <chakra.span css={styles.sub} data-print-omit={sameSize(part) ? '' : undefined}>
          {texts.finished}:{' '}
          {inches
            ? `${sizeInFractions(part.finished)} (${sizeInInches(part.finished, locale)})`
            : sizeInMm(part.finished, locale)}
        </chakra.span>
      </td>
      <td data-numeric="" data-label={texts.thickness} data-print-omit="">
        {thickness(part.thicknessMm, cutList.unit, locale)}
      </td>
      <td data-numeric="" data-label={texts.quantity}>
        {part.quantity}
      </td>
      <td data-label={texts.grain}>{texts.grainNames[part.grain]}</td>
      <td data-label={texts.edges}>{banded.length === 0 ? texts.noEdges : banded.join(' ')}</td>
    </tr>
  );
}

function MaterialBlock({
  entry,
  cutList,
  texts,
  headingLevel,
}: {
  entry: CutListMaterial;
  cutList: CutList;
  texts: CutListTableTexts;
  headingLevel: 'h3' | 'h4';
}) {
  const recipe = useSlotRecipe({ key: 'cutListTable', recipe: cutListTableRecipe });
  const styles = recipe();
  const Heading = chakra[headingLevel];
  const headingId = useId();
  const { material } = entry;
  const sheet = { lengthMm: material.sheetLengthMm, widthMm: material.sheetWidthMm };
  const sheetSize =
    cutList.unit === 'in'
      ? `${sizeInFractions(sheet)} (${sizeInInches(sheet, texts.locale)}, ${sizeInMm(sheet, texts.locale)})`
      : sizeInMm(sheet, texts.locale);
  return (
    <chakra.section css={styles.material} aria-labelledby={headingId} data-material={material.key}>
      <Heading css={styles.materialTitle} id={headingId}>
        {texts.materialKinds[material.key]}: {material.name}{' '}
        <chakra.span color="fg.muted" fontWeight="normal">
          ({material.code})
        </chakra.span>
      </Heading>
      <chakra.p css={styles.sheet}>
        {texts.sheet({ size: sheetSize, grain: material.grain })} ·{' '}
        {thickness(material.thicknessMm, cutList.unit, texts.locale)}
      </chakra.p>
      <chakra.div
        css={styles.scroller}
        role="region"
        tabIndex={0}
        aria-label={texts.tableLabel(material.name)}
      >
        <chakra.table css={styles.table}>
          <thead>
            <tr>
              <th scope="col">{texts.part}</th>
              <th scope="col" data-print-omit="">
                {texts.role}
              </th>
              <th scope="col">{texts.cut}</th>
              <th scope="col" data-print-omit="">
                {texts.thickness}
              </th>
              <th scope="col">{texts.quantity}</th>
              <th scope="col">{texts.grain}</th>
              <th scope="col">{texts.edges}</th>
            </tr>
          </thead>
          {entry.cabinets.map((cabinet) => (
            <tbody key={cabinet.index} data-cabinet={cabinet.index}>
              <chakra.tr css={styles.cabinetRow}>
                <th scope="rowgroup" colSpan={COLUMNS}>
                  {texts.cabinet(cabinet)}
                </th>
              </chakra.tr>
              {cabinet.parts.map((part) => (
                <PartRow key={part.code} part={part} cutList={cutList} texts={texts} />
              ))}
            </tbody>
          ))}
        </chakra.table>
      </chakra.div>
      <Totals totals={entry.totals} texts={texts} />
    </chakra.section>
  );
}

/**
 * The parts to cut (docs/production.md): by material, then by cabinet, with the cut size (and
 * the finished one), thickness, quantity, grain and banded edges; totals per material and over
 * every material. Lengths are millimetres, and inches too for an inch order.
 */
export function CutListTable({ cutList, texts, headingLevel = 'h2' }: CutListTableProps) {
  const recipe = useSlotRecipe({ key: 'cutListTable', recipe: cutListTableRecipe });
  const styles = recipe();
  const Heading = chakra[headingLevel];
  const headingId = useId();
  const materialLevel = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <chakra.section css={styles.root} aria-labelledby={headingId}>
      <Heading css={styles.title} id={headingId}>
        {texts.title}
      </Heading>
      {cutList.problems.length > 0 && (
        <chakra.div css={styles.problems} role="note" aria-label={texts.problemsTitle}>
          <p>{texts.problemsTitle}</p>
          <ul>
            {cutList.problems.map((problem) => (
              <li key={`${problem.index}-${problem.code}`}>
                {texts.problem?.(problem) ?? problem.message}
              </li>
            ))}
          </ul>
        </chakra.div>
      )}
      {cutList.materials.length === 0 ? (
        <chakra.p css={styles.empty}>{texts.empty}</chakra.p>
      ) : (
        <>
          {cutList.materials.map((entry) => (
            <MaterialBlock
              key={entry.material.code}
              entry={entry}
              cutList={cutList}
              texts={texts}
              headingLevel={materialLevel}
            />
          ))}
          <chakra.div css={styles.overall} data-cut-list-overall="">
            <chakra.p fontWeight="semibold">{texts.overall}</chakra.p>
            <Totals totals={cutList.totals} texts={texts} />
          </chakra.div>
        </>
      )}
    </chakra.section>
  );
}
