import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { PlusIcon } from '../../icons/icons';
import { useLinkComponent } from '../../provider/link-context';
import { addItemCardRecipe } from './item-card.recipe';

export interface AddItemCardProps {
  /** The card's text, e.g. 'Add Item'. */
  label: string;
  /** Where the card links to (the furniture category list); without it the card is a button. */
  href?: string;
  /** Called when the card is pressed (mouse, Enter), before a link's navigation. */
  onClick?: () => void;
}

/** The dashed card after the items that starts a new one: a link with `href`, else a button. */
export function AddItemCard({ label, href, onClick }: AddItemCardProps) {
  const recipe = useSlotRecipe({ key: 'addItemCard', recipe: addItemCardRecipe });
  const styles = recipe();
  const Link = useLinkComponent();
  const content = (
    <>
      <PlusIcon css={styles.icon} />
      <chakra.span css={styles.label}>{label}</chakra.span>
    </>
  );
  if (href === undefined) {
    return (
      <chakra.button type="button" css={styles.root} onClick={onClick}>
        {content}
      </chakra.button>
    );
  }
  return (
    <chakra.span css={styles.root} asChild>
      <Link href={href} onClick={onClick}>
        {content}
      </Link>
    </chakra.span>
  );
}
