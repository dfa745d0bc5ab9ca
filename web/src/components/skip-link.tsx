import { chakra } from '@chakra-ui/react';

/**
 * The first tab stop of a page: straight to its content (`#main`), past the header. The text is
 * passed in: the wizard and the admin area word it differently in Spanish.
 */
export function SkipLink({ label }: { label: string }) {
  return (
    <chakra.a
      href="#main"
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipLink"
      bg="bg"
      px="3"
      py="2"
      borderRadius="md"
      _focusVisible={{ top: '2' }}
    >
      {label}
    </chakra.a>
  );
}
