import { IconButton, chakra, useSlotRecipe } from '@chakra-ui/react';
import { useId } from 'react';
import { PencilIcon, TrashIcon } from '../../icons/icons';
import { itemCardRecipe } from './item-card.recipe';

export interface ItemDetail {
  /** What the value is, e.g. 'Size' or 'Quantity'. */
  label: string;
  /** The value as shown, e.g. '600.00 x 720.00 x 560.00 mm'. */
  value: string;
}

export interface ItemCardProps {
  /** The item's position in the order, from 1; shown in the badge. */
  number: number;
  /** The item's name (the furniture model). */
  title: string;
  /** A second line, e.g. the type name and the description. */
  subtitle?: string;
  /** Label and value pairs shown under the title. */
  details?: ItemDetail[];
  /** Accessible name of the edit button, e.g. 'Edit item 1'. */
  editLabel: string;
  /** Accessible name of the delete button, e.g. 'Delete item 1'. */
  deleteLabel: string;
  /** Called by the edit button (the app opens the pre-filled form). */
  onEdit: () => void;
  /** Called by the delete button. */
  onDelete: () => void;
  /** The level of the title's heading, to fit the page's outline (2 under the page's h1). */
  headingLevel?: 2 | 3 | 4;
}

/** One item of the order: numbered, with its details and edit and delete buttons. */
export function ItemCard({
  number,
  title,
  subtitle,
  details = [],
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  headingLevel = 2,
}: ItemCardProps) {
  const recipe = useSlotRecipe({ key: 'itemCard', recipe: itemCardRecipe });
  const styles = recipe();
  const titleId = useId();
  return (
    <chakra.article css={styles.root} aria-labelledby={titleId}>
      <chakra.span css={styles.number} aria-hidden="true">
        {number}
      </chakra.span>
      <chakra.div css={styles.heading}>
        <chakra.h2 as={`h${headingLevel}`} css={styles.title} id={titleId}>
          {title}
        </chakra.h2>
        {subtitle && <chakra.p css={styles.subtitle}>{subtitle}</chakra.p>}
      </chakra.div>
      <chakra.div css={styles.actions}>
        <IconButton variant="ghost" size="sm" aria-label={editLabel} onClick={onEdit}>
          <PencilIcon />
        </IconButton>
        <IconButton
          variant="ghost"
          size="sm"
          colorPalette="red"
          aria-label={deleteLabel}
          onClick={onDelete}
        >
          <TrashIcon />
        </IconButton>
      </chakra.div>
      {details.length > 0 && (
        <chakra.dl css={styles.details}>
          {details.map((detail) => (
            <chakra.div key={detail.label} display="contents">
              <chakra.dt css={styles.term}>{detail.label}</chakra.dt>
              <chakra.dd css={styles.value}>{detail.value}</chakra.dd>
            </chakra.div>
          ))}
        </chakra.dl>
      )}
    </chakra.article>
  );
}
