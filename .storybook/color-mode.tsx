import { useLayoutEffect, type ReactNode } from 'react';

export type ColorMode = 'light' | 'dark';

/** The colour mode a story's globals ask for; light unless 'dark'. */
export function colorModeOf(globals: Record<string, unknown>): ColorMode {
  return globals.colorMode === 'dark' ? 'dark' : 'light';
}

/**
 * Puts the `light` or `dark` class on the root element, where Chakra's `_dark` condition looks,
 * so portalled parts (dialogs, the notification) follow the chosen mode too.
 */
export function applyColorMode(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode !== 'dark');
  root.style.colorScheme = mode;
}

/**
 * Keeps the root element's mode in step with the toolbar while a story is shown. The preview's
 * `beforeEach` has already set it before the first render, so a play function never sees the
 * previous story's mode; this follows later switches, before the browser paints.
 */
export function ColorModeFrame({ mode, children }: { mode: ColorMode; children: ReactNode }) {
  useLayoutEffect(() => applyColorMode(mode), [mode]);
  return children;
}
