import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { keyValueBlockRecipe } from './key-value-block.recipe';

/** One row of the block. */
export interface KeyValueRow {
  /** The row's label, e.g. 'E-mail'. */
  label: string;
  /** The value: text or any content (a badge, a list). */
  value: ReactNode;
  /** Makes the value a plain link, e.g. 'mailto:ana@example.com' or 'tel:+1555…'. */
  href?: string;
}

export interface KeyValueListProps {
  /** The rows, in order. */
  rows: KeyValueRow[];
  /**
   * 'rows': one row under another, each label beside its value (above it on a phone);
   * 'inline': short figures side by side, wrapping.
   */
  layout?: 'rows' | 'inline';
}

/**
 * The block's description list on its own, for figures inside a larger section (a cutting
 * plan's material). Values with `href` are plain anchors.
 */
export function KeyValueList({ rows, layout = 'rows' }: KeyValueListProps) {
  const recipe = useSlotRecipe({ key: 'keyValueBlock', recipe: keyValueBlockRecipe });
  const styles = recipe({ layout });
  return (
    <chakra.dl css={styles.list}>
      {rows.map((row, index) => (
        <chakra.div key={`${row.label}-${index}`} css={styles.row}>
          <chakra.dt css={styles.label}>{row.label}</chakra.dt>
          <chakra.dd css={styles.value}>
            {row.href ? (
              <chakra.a css={styles.link} href={row.href}>
                {row.value}
              </chakra.a>
            ) : (
              row.value
            )}
          </chakra.dd>
        </chakra.div>
      ))}
    </chakra.dl>
  );
}

export interface KeyValueBlockProps {
  /** The block's heading, e.g. 'Customer'. */
  title: string;
  /** The rows, in order. */
  rows: KeyValueRow[];
  /** The heading's level, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * A titled description list for the order detail. Values with `href` are plain anchors (mail and
 * phone links leave the app, so they do not go through the router). Prints without splitting rows.
 */
export function KeyValueBlock({ title, rows, headingLevel = 'h2' }: KeyValueBlockProps) {
  const recipe = useSlotRecipe({ key: 'keyValueBlock', recipe: keyValueBlockRecipe });
  const styles = recipe();
  const Heading = chakra[headingLevel];
  const headingId = useId();
  return (
    <chakra.section css={styles.root} aria-labelledby={headingId}>
      <Heading css={styles.title} id={headingId}>
        {title}
      </Heading>
      <KeyValueList rows={rows} />
    </chakra.section>
  );
}
