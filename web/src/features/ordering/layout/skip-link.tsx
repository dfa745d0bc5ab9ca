import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The first tab stop: straight to the page content, past the header. */
export function SkipLink() {
  const { t } = useTranslation();
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
      {t('header.skipToContent')}
    </chakra.a>
  );
}
