import { Button, VisuallyHidden, chakra, useSlotRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLinkComponent } from '../../provider/link-context';
import { adminHeaderRecipe } from './admin-header.recipe';

export interface AdminHeaderProps {
  /** The logo (an image or the brand name as text); it links to `homeHref`. */
  logo: ReactNode;
  /** Where the logo links to, e.g. '/admin/orders'. */
  homeHref: string;
  /** Accessible name of the logo link, e.g. 'Cutshop, order list'. */
  homeLabel: string;
  /** The signed-in person's e-mail; nothing shown when absent (e.g. before the session check). */
  email?: string;
  /** Read out before the e-mail, e.g. 'Signed in as' (hidden on screen). */
  signedInLabel: string;
  /** The logout button's text, e.g. 'Logout'. */
  logoutLabel: string;
  /** Called by the logout button; the app ends the session and goes to the sign-in screen. */
  onLogout: () => void;
  /** Extra controls shown before the e-mail, inside the header, e.g. the language choice. */
  actions?: ReactNode;
}

/** The back office's header: logo home link, extra controls, the signed-in e-mail and Logout. */
export function AdminHeader({
  logo,
  homeHref,
  homeLabel,
  email,
  signedInLabel,
  logoutLabel,
  onLogout,
  actions,
}: AdminHeaderProps) {
  const recipe = useSlotRecipe({ key: 'adminHeader', recipe: adminHeaderRecipe });
  const styles = recipe();
  const Link = useLinkComponent();
  return (
    <chakra.header css={styles.root}>
      <chakra.span css={styles.logo} asChild>
        <Link href={homeHref} aria-label={homeLabel}>
          {logo}
        </Link>
      </chakra.span>
      <chakra.div css={styles.account}>
        {actions !== undefined && <chakra.div css={styles.actions}>{actions}</chakra.div>}
        {email && (
          <chakra.p css={styles.email} title={email}>
            <VisuallyHidden>{signedInLabel} </VisuallyHidden>
            {email}
          </chakra.p>
        )}
        <Button
          css={styles.logout}
          size="sm"
          variant="outline"
          colorPalette="brand"
          onClick={onLogout}
        >
          {logoutLabel}
        </Button>
      </chakra.div>
    </chakra.header>
  );
}
