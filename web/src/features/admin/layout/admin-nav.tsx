import { Button, HStack } from '@chakra-ui/react';
import { PRINT_HIDDEN } from '@cutshop/design-system';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { ADMIN_PATHS } from '../../../config/paths';
import { OFFCUTS_PATH } from '../offcuts/paths';
import { PRODUCTION_SETTINGS_PATH } from '../settings/paths';

/** The admin area's sections, in the frame under the header. */
const SECTIONS = [
  { key: 'catalogue.nav.orders', to: ADMIN_PATHS.orders },
  { key: 'catalogue.nav.catalogue', to: ADMIN_PATHS.catalogue },
  { key: 'prices.nav', to: ADMIN_PATHS.prices },
  { key: 'offcuts.nav', to: OFFCUTS_PATH },
  { key: 'settings.nav', to: PRODUCTION_SETTINGS_PATH },
] as const;

/**
 * The links between the admin area's sections (orders, catalogue, prices, offcut stock, settings); the one shown carries
 * `aria-current="page"` (the order detail belongs to Orders, every catalogue page to Catalogue).
 */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    // Five sections: on a narrow phone they wrap onto a second line rather than run off the side.
    <HStack
      as="nav"
      aria-label={t('catalogue.nav.label')}
      gap="2"
      mb="4"
      wrap="wrap"
      {...PRINT_HIDDEN}
    >
      {SECTIONS.map(({ key, to }) => {
        const current = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <Button key={key} asChild size="sm" variant={current ? 'subtle' : 'ghost'}>
            <NavLink to={to} aria-current={current ? 'page' : undefined}>
              {t(key)}
            </NavLink>
          </Button>
        );
      })}
    </HStack>
  );
}
