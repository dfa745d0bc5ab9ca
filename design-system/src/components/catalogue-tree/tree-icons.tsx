import { Icon, type IconProps } from '@chakra-ui/react';

/*
 * The tree's line icons, drawn like the design system's others (src/icons/icons.tsx) on a
 * 24-unit grid in the current text colour. Decorative: the button that holds one is named.
 */

function LineIcon({ children, ...props }: IconProps) {
  return (
    <Icon aria-hidden="true" focusable="false" boxSize="1em" {...props} asChild>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </Icon>
  );
}

export function ArrowUpIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </LineIcon>
  );
}

export function ArrowDownIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </LineIcon>
  );
}

/** Points to the end side; the tree turns it down for an expanded node. */
export function ChevronIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9 6l6 6-6 6" />
    </LineIcon>
  );
}
