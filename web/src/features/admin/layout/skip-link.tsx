import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The first tab stop of an admin page: straight to the content, past the header. */
export function AdminSkipLink() {
  const { t } = useTranslation('admin');
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
      {t('common.skipToContent')}
    </chakra.a>
  );
}
