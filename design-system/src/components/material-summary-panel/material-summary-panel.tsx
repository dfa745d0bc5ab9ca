import { chakra, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDecimal, type Unit } from '@cutshop/domain';
import { CheckIcon, CrossIcon, PencilIcon } from '../../icons/icons';
import { useLinkComponent } from '../../provider/link-context';
import { materialSummaryPanelRecipe } from './material-summary-panel.recipe';

/** The parts of a chosen material the panel shows (a domain MaterialChoice fits). */
export interface MaterialSummary {
  name: string;
  custom: boolean;
  grain: boolean | null;
  x: number | null;
  y: number | null;
  z: number | null;
  unit: Unit;
}

/** The panel's words, translated by the app. */
export interface MaterialSummaryTexts {
  /** The link that opens the list while nothing is chosen, e.g. 'Select'. */
  select: string;
  /** Accessible name of the edit pencil, e.g. 'Change cabinet material'. */
  edit: string;
  /** The custom marker, e.g. '(Custom)'. */
  custom: string;
  /** The grain label, e.g. 'Grain'. */
  grain: string;
  /** Read after the grain label for a tick or a cross, e.g. 'yes' / 'no'. */
  yes: string;
  no: string;
  /** Size letters: width, height, thickness, e.g. 'W', 'H', 'T'. */
  width: string;
  height: string;
  thickness: string;
}

export interface MaterialSummaryPanelProps {
  /** The panel's title: 'Cabinet' or 'Finish'. */
  title: string;
  /** The chosen material, or null while none is. */
  material: MaterialSummary | null;
  /** Where Select and the pencil lead (the material list). */
  href: string;
  /** The panel's words. */
  texts: MaterialSummaryTexts;
  /** Dims the panel and makes its links inert (while no unit is chosen). */
  disabled?: boolean;
  /** The level of the title's heading, to fit the page's outline (2 under the page's h1). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One material of step 2: a Select link until something is chosen, then its name with an edit
 * pencil; a custom material adds '(Custom)', a grain tick or cross and its W, H, T with the unit.
 */
export function MaterialSummaryPanel({
  title,
  material,
  href,
  texts,
  disabled = false,
  headingLevel = 2,
}: MaterialSummaryPanelProps) {
  const recipe = useSlotRecipe({ key: 'materialSummaryPanel', recipe: materialSummaryPanelRecipe });
  const styles = recipe();
  const Link = useLinkComponent();

  // An inert link: no href, out of the tab order, announced as disabled.
  const action = (label: string | undefined, content: ReactNode) =>
    disabled ? (
      <chakra.a css={styles.action} role="link" aria-disabled="true" aria-label={label}>
        {content}
      </chakra.a>
    ) : (
      <chakra.span css={styles.action} asChild>
        <Link href={href} aria-label={label}>
          {content}
        </Link>
      </chakra.span>
    );

  return (
    <chakra.section
      css={styles.root}
      aria-label={title}
      data-disabled={disabled ? '' : undefined}
      aria-disabled={disabled || undefined}
    >
      <chakra.div css={styles.header}>
        <chakra.h2 as={`h${headingLevel}`} css={styles.title}>
          {title}
        </chakra.h2>
        {material ? action(texts.edit, <PencilIcon />) : action(undefined, texts.select)}
      </chakra.div>
      {material && (
        <>
          <chakra.p css={styles.name}>
            {material.custom && <chakra.span css={styles.custom}>{texts.custom}</chakra.span>}
            {material.name}
          </chakra.p>
          {material.custom && <CustomDetails material={material} texts={texts} styles={styles} />}
        </>
      )}
    </chakra.section>
  );
}

interface CustomDetailsProps {
  material: MaterialSummary;
  texts: MaterialSummaryTexts;
  styles: Record<'grain' | 'sizes' | 'size', SystemStyleObject>;
}

function CustomDetails({ material, texts, styles }: CustomDetailsProps) {
  const sizes = [
    [texts.width, material.x],
    [texts.height, material.y],
    [texts.thickness, material.z],
  ] as const;
  return (
    <>
      <chakra.p css={styles.grain}>
        {texts.grain}
        {material.grain ? <CheckIcon color="success.fg" /> : <CrossIcon color="fg.error" />}
        <chakra.span srOnly>{material.grain ? texts.yes : texts.no}</chakra.span>
      </chakra.p>
      <chakra.p css={styles.sizes}>
        {sizes.map(([letter, size]) => (
          <chakra.span key={letter} css={styles.size}>
            {letter}: {size === null ? '—' : `${formatDecimal(size)} ${material.unit}`}
          </chakra.span>
        ))}
      </chakra.p>
    </>
  );
}
