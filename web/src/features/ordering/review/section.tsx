import { Link as ChakraLink, Card, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Where a section's "Edit" link leads, and its accessible name ('Edit customer details'). */
export interface SectionEdit {
  href: string;
  label: string;
}

/**
 * A titled card of the summary, named by its title for screen readers; with `edit`, an "Edit"
 * link beside the title to the step that holds it.
 */
export function Section({
  title,
  children,
  edit,
}: {
  title: string;
  children: ReactNode;
  edit?: SectionEdit;
}) {
  const { t } = useTranslation('wizard');
  return (
    <Card.Root as="section" variant="outline" aria-label={title}>
      <Card.Body gap="4">
        <HStack justify="space-between" align="baseline" gap="3">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {edit && (
            <ChakraLink asChild colorPalette="brand" variant="underline">
              <Link to={edit.href} aria-label={edit.label}>
                {t('summary.edit')}
              </Link>
            </ChakraLink>
          )}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
