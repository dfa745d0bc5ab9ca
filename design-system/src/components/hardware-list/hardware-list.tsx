import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { useId } from 'react';
import { hardwareListRecipe } from './hardware-list.recipe';

/** One accessory with its total, as shown. */
export interface HardwareListRow {
  /** A stable key (the accessory type). */
  id: string;
  /** The accessory's name, e.g. 'Hinges'. */
  name: string;
  /** The total with its unit, e.g. '4 pcs' or '1200 mm'. */
  quantity: string;
}

export interface HardwareListProps {
  /** The heading, e.g. 'Hardware your order will need'. */
  title: string;
  /** Says the hardware is not part of the order (docs/product.md §9). */
  note: string;
  rows: HardwareListRow[];
  /** Items whose hardware the shop must look at (e.g. a lift-up door out of range). */
  warnings?: string[];
  /** Shown instead of the list when no accessory is needed. */
  emptyText: string;
  /** The heading's level, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/** The accessories an order needs with their totals, clearly apart from what is ordered. */
export function HardwareList({
  title,
  note,
  rows,
  warnings = [],
  emptyText,
  headingLevel = 'h2',
}: HardwareListProps) {
  const recipe = useSlotRecipe({ key: 'hardwareList', recipe: hardwareListRecipe });
  const styles = recipe();
  const headingId = useId();
  const Heading = chakra[headingLevel];
  return (
    <chakra.section css={styles.root} aria-labelledby={headingId}>
      <Heading css={styles.title} id={headingId}>
        {title}
      </Heading>
      <chakra.p css={styles.note}>{note}</chakra.p>
      {rows.length === 0 ? (
        <chakra.p css={styles.empty}>{emptyText}</chakra.p>
      ) : (
        <chakra.dl css={styles.list}>
          {rows.map((row) => (
            <chakra.div key={row.id} css={styles.row}>
              <chakra.dt css={styles.name}>{row.name}</chakra.dt>
              <chakra.dd css={styles.quantity}>{row.quantity}</chakra.dd>
            </chakra.div>
          ))}
        </chakra.dl>
      )}
      {warnings.map((warning) => (
        <chakra.p key={warning} css={styles.warning} role="note">
          {warning}
        </chakra.p>
      ))}
    </chakra.section>
  );
}
