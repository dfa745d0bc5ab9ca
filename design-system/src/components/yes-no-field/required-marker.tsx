import { chakra } from '@chakra-ui/react';

/**
 * The asterisk after the label of a required question, the same on every choice field (the
 * YesNoField's and the app's other radio groups). Decorative: the group itself carries
 * `aria-required`, which is what screen readers say.
 */
export function RequiredMarker() {
  return (
    <chakra.span color="fg.error" aria-hidden="true">
      {' *'}
    </chakra.span>
  );
}
