import { Icon, type IconProps } from '@chakra-ui/react';

/*
 * The few line icons the components need, drawn on a 24-unit grid with the current text colour.
 * They are decorative: the control that holds one carries the accessible name.
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

export function PencilIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
      <path d="M13.5 6.5l4 4" />
    </LineIcon>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 7h16" />
      <path d="M10 11v6M14 11v6" />
      <path d="M6 7l1 13h10l1-13" />
      <path d="M9 7V4h6v3" />
    </LineIcon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 5v14M5 12h14" />
    </LineIcon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7" />
    </LineIcon>
  );
}

export function CrossIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </LineIcon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </LineIcon>
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

/** Points to the end side; a tree turns it down for an expanded node. */
export function ChevronIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M9 6l6 6-6 6" />
    </LineIcon>
  );
}

/** An arrow into a tray. */
export function UploadIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 15V4M7 9l5-5 5 5" />
      <path d="M4 15v4h16v-4" />
    </LineIcon>
  );
}
