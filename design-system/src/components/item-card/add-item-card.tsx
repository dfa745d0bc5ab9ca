import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { PlusIcon } from '../../icons/icons';
import { useLinkComponent } from '../../provider/link-context';
import { addItemCardRecipe } from './item-card.recipe';

export interface AddItemCardProps {
  /** The card's text, e.g. 'Add Item'. */
  label: string;
  /** Where the card links to (the furniture category list). */
  href: string;
}

/** The dashed card after the items that starts a new one. */
export function AddItemCard({ label, href }: AddItemCardProps) {
  const recipe = useSlotRecipe({ key: 'addItemCard', recipe: addItemCardRecipe });
  const styles = recipe();
  const Link = useLinkComponent();
  return (
    <chakra.span css={styles.root} asChild>
      <Link href={href}>
        <PlusIcon css={styles.icon} />
        <chakra.span css={styles.label}>{label}</chakra.span>
      </Link>
    </chakra.span>
  );
}
