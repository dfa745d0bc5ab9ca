import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ScreenProps {
  /** The page heading (h1), also used for the document title. */
  title: string;
  /** A line under the heading. */
  subtitle?: ReactNode;
  /** Things beside the heading (a help button). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One wizard screen: its heading, the document title, and its content. */
export function Screen({ title, subtitle, aside, children }: ScreenProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.documentTitle', { page: title });
  }, [t, title]);
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Flex align="center" justify="space-between" gap="4">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {aside}
        </Flex>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
