import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { ADMIN_PATHS } from '../../../config/paths';

/** The catalogue editor's pages, each named in the section links. */
const SECTIONS = [
  { key: 'tree', to: ADMIN_PATHS.catalogue, end: false },
  { key: 'history', to: ADMIN_PATHS.catalogueHistory, end: true },
  { key: 'transfer', to: ADMIN_PATHS.catalogueTransfer, end: true },
] as const;

/**
 * The frame of every catalogue editor page: the page's heading, the links between the tree, the
 * history and export/import (`aria-current` on the page shown), and the document title.
 */
export function CatalogueFrame({
  title,
  section,
  children,
}: {
  title: string;
  section: (typeof SECTIONS)[number]['key'];
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  useEffect(() => {
    document.title = tShared('app.documentTitle', { page: title });
  }, [tShared, title]);

  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      <HStack as="nav" aria-label={t('catalogue.sections.label')} gap="2" wrap="wrap">
        {SECTIONS.map(({ key, to, end }) => (
          <Button
            key={key}
            asChild
            size="sm"
            variant={key === section ? 'solid' : 'outline'}
            colorPalette="brand"
          >
            <NavLink to={to} end={end} aria-current={key === section ? 'page' : undefined}>
              {t(`catalogue.sections.${key}`)}
            </NavLink>
          </Button>
        ))}
      </HStack>
      {children}
    </Stack>
  );
}
