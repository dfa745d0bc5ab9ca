import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

/** What a link component receives: an anchor's attributes with a required `href`. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * The component every link of the library renders. Plain `<a>` by default; the web app passes an
 * adapter around its router's link (`({ href, ...rest }) => <Link to={href} {...rest} />`) so
 * navigation stays client-side while the library knows nothing of the router.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor(props: LinkComponentProps) {
  return <a {...props} />;
}

export const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

/** The link component set on the nearest DesignSystemProvider. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}
