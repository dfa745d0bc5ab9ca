import { Icon, type IconProps } from '@chakra-ui/react';

/** An arrow into a tray, drawn like the design system's other line icons (src/icons/icons.tsx). */
export function UploadIcon(props: IconProps) {
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
        <path d="M12 15V4M7 9l5-5 5 5" />
        <path d="M4 15v4h16v-4" />
      </svg>
    </Icon>
  );
}
