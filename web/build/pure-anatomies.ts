import type { Plugin } from 'vite';

/**
 * The modules that describe component anatomies: Zag's (`<name>.anatomy.mjs`), Ark's
 * (`<name>.anatomy.js`) and Chakra's `anatomy.js`.
 */
const ANATOMY_MODULE =
  /[\\/]node_modules[\\/](@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]+\.anatomy\.mjs|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][^\\/]+[\\/][^\\/]+\.anatomy\.js|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js)$/;

/**
 * A declaration whose value is an anatomy made or derived at import time:
 * `var parts = anatomy.build();`, `const x = createAnatomy("x").parts(…)`,
 * `var y = anatomy.extendWith("view")`.
 */
const ANATOMY_DECLARATION =
  /^((?:var|let|const) [\w$]+ = )((?:createAnatomy|[\w$]+\.(?:build|extendWith|omit|rename))\()/gm;

/**
 * Marks the anatomy declarations of Zag, Ark and Chakra as pure, so that the bundler drops those
 * nothing uses (docs/architecture.md, "The first page's start"). Each is a function of its
 * arguments, but a call is kept by default, so every page evaluated all of them at start (about
 * 50, each building its selectors). The build fails if a module no longer has any declaration of
 * that shape (an upgrade that changed them must be looked at again).
 */
export function pureAnatomies(): Plugin {
  return {
    name: 'cutshop:pure-anatomies',
    apply: 'build',
    transform(code, id) {
      if (!ANATOMY_MODULE.test(id)) return null;
      let marked = 0;
      const result = code.replace(ANATOMY_DECLARATION, (_match, head: string, call: string) => {
        marked += 1;
        return `${head}/* @__PURE__ */ ${call}`;
      });
      if (marked === 0 && /createAnatomy|\.extendWith\(|\.build\(\)/.test(code)) {
        this.error(`${id}: no anatomy declaration found to mark pure; see docs/architecture.md`);
      }
      return marked > 0 ? { code: result, map: null } : null;
    },
  };
}
