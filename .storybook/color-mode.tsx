import { useEffect, type ReactNode } from 'react';

export type ColorMode = 'light' | 'dark';

/**
 * Puts the `light` or `dark` class on the root element, where Chakra's `_dark` condition looks,
 * so portalled parts (dialogs, the notification) follow the chosen mode too.
 */
export function ColorModeFrame({ mode, children }: { mode: ColorMode; children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle('dark', mode === 'dark');
    root.classList.toggle('light', mode !== 'dark');
    root.style.colorScheme = mode;
  }, [mode]);
  return children;
}
