import type { Plugin } from 'vite';

/** Chakra's module that builds a system (the pinned @chakra-ui/react's ESM build). */
const SYSTEM_MODULE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/** What `createSystem` computes eagerly, and what the system object answers it with. */
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY = 'let _global;';
const EAGER_FIELD = '    _global,\n';
const LAZY_FIELD =
  '    get _global() {\n' +
  '      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n' +
  '    },\n';

/**
 * Rewrites one statement of Chakra's `createSystem` so that the system's global styles (the
 * reset, the global CSS and one CSS variable per token) are computed when first read instead of
 * when the system is made (docs/architecture.md, "Chakra's global styles"). A prerendered page
 * already holds them in its head, so the app never reads them there and a phone skips the
 * largest part of making the system. The same object, the same values when read: only the
 * moment changes. The build fails if the statement is not found (a Chakra upgrade that changed
 * it must be looked at again).
 */
export function lazyChakraGlobalCss(): Plugin {
  return {
    name: 'cutshop:lazy-chakra-global-css',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(EAGER) || !code.includes(EAGER_FIELD)) {
        this.error(
          `${id}: createSystem no longer computes _global as expected; see docs/architecture.md, "Chakra's global styles"`,
        );
      }
      return { code: code.replace(EAGER, LAZY).replace(EAGER_FIELD, LAZY_FIELD), map: null };
    },
  };
}
