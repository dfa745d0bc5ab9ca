import type { Plugin } from 'vite';

/*
 * Chakra's `createSystem` in steps (docs/architecture.md, "Chakra's system in steps"): making the
 * app's system was one task of about 25 ms on a desktop, several times that on a phone, the
 * largest single task of a first page's start (Lighthouse's Total Blocking Time counts what a
 * task lasts past 50 ms). The build rewrites two modules of the pinned @chakra-ui/react so that
 * the work is a generator that stops between its phases, and Chakra's own functions run it to
 * its end at once as before:
 *
 * - `styled-system/token-dictionary.js`: `createTokenDictionaryInSteps`, stopping after the
 *   tokens are read and between the phases of its build (middlewares, transforms, references,
 *   views); `createTokenDictionary` runs it through.
 * - `styled-system/system.js`: `createSystemInSteps`, which makes its dictionary in those steps
 *   and stops again before the breakpoints, the utilities, the compositions and the token map;
 *   `createSystem` runs it through and carries it as `createSystem.inSteps`.
 *
 * The app (design-system's first-page-system.ts) takes one step per task when `inSteps` is
 * there, and calls `createSystem` when it is not (the dev server, the tests, the stories). Each
 * rewrite is a list of exact replacements: the build fails if one no longer matches (a Chakra
 * upgrade that changed the code must be looked at again).
 */

/** One exact replacement: `from` must occur exactly once in the module. */
interface Replacement {
  from: string;
  to: string;
}

const RUN_THROUGH = (name: string, generator: string, parameters: string) =>
  `\nfunction ${name}(${parameters}) {\n` +
  `  const steps = ${generator}(${parameters});\n` +
  '  let step = steps.next();\n' +
  '  while (!step.done) step = steps.next();\n' +
  '  return step.value;\n' +
  '}\n';

/** The rewrites, by the module's path under @chakra-ui/react/dist/esm/styled-system/. */
export const CHAKRA_STEP_REWRITES: Readonly<Record<string, readonly Replacement[]>> = {
  'token-dictionary.js': [
    {
      from: 'function createTokenDictionary(options) {',
      to: 'function* createTokenDictionaryInSteps(options) {',
    },
    {
      from:
        '  function build() {\n' +
        '    applyMiddlewares("pre");\n' +
        '    applyTransforms("pre");\n' +
        '    addConditionalTokens();\n' +
        '    addReferences();\n' +
        '    expandTokenReferences$1();\n' +
        '    applyMiddlewares("post");\n' +
        '    applyTransforms("post");\n' +
        '    setupViews();\n' +
        '  }',
      to:
        '  function* build() {\n' +
        '    applyMiddlewares("pre");\n' +
        '    yield;\n' +
        '    applyTransforms("pre");\n' +
        '    addConditionalTokens();\n' +
        '    addReferences();\n' +
        '    yield;\n' +
        '    expandTokenReferences$1();\n' +
        '    applyMiddlewares("post");\n' +
        '    yield;\n' +
        '    applyTransforms("post");\n' +
        '    yield;\n' +
        '    setupViews();\n' +
        '  }',
    },
    {
      from:
        '  registerTokens();\n' +
        '  registerTransform(...tokenTransforms);\n' +
        '  registerMiddleware(...tokenMiddlewares);\n' +
        '  build();\n' +
        '  return dictionary;\n' +
        '}\n',
      to:
        '  registerTokens();\n' +
        '  yield;\n' +
        '  registerTransform(...tokenTransforms);\n' +
        '  registerMiddleware(...tokenMiddlewares);\n' +
        '  yield* build();\n' +
        '  return dictionary;\n' +
        '}\n' +
        RUN_THROUGH('createTokenDictionary', 'createTokenDictionaryInSteps', 'options'),
    },
    {
      from: 'export { createTokenDictionary, tokenCategories };',
      to: 'export { createTokenDictionary, createTokenDictionaryInSteps, tokenCategories };',
    },
  ],
  'system.js': [
    {
      from: "import { createTokenDictionary } from './token-dictionary.js';",
      to: "import { createTokenDictionaryInSteps } from './token-dictionary.js';",
    },
    {
      from: 'function createSystem(...configs) {',
      to: 'function* createSystemInSteps(...configs) {',
    },
    {
      from: '  const tokens = createTokenDictionary({',
      to: '  const tokens = yield* createTokenDictionaryInSteps({',
    },
    {
      from: '  const breakpoints = createBreakpoints(',
      to: '  yield;\n  const breakpoints = createBreakpoints(',
    },
    {
      from: '  const utility = createUtility({',
      to: '  yield;\n  const utility = createUtility({',
    },
    { from: '  assignComposition();\n', to: '  yield;\n  assignComposition();\n' },
    {
      from: '  const tokenMap = getTokenMap(tokens);',
      to: '  yield;\n  const tokenMap = getTokenMap(tokens);',
    },
    {
      from: 'function getTokenMap(tokens) {',
      to:
        RUN_THROUGH('createSystem', 'createSystemInSteps', '...configs') +
        'createSystem.inSteps = createSystemInSteps;\n' +
        'function getTokenMap(tokens) {',
    },
  ],
};

const MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]([^\\/]+\.js)$/;

/**
 * Applies a module's rewrites to its code; throws naming the first replacement that does not
 * match exactly once.
 */
export function rewriteInSteps(code: string, replacements: readonly Replacement[]): string {
  let result = code;
  for (const { from, to } of replacements) {
    const at = result.indexOf(from);
    if (at === -1 || result.indexOf(from, at + 1) !== -1) {
      throw new Error(`expected exactly one "${from.split('\n')[0] ?? from}"`);
    }
    result = result.slice(0, at) + to + result.slice(at + from.length);
  }
  return result;
}

export function chakraSystemInSteps(): Plugin {
  return {
    name: 'cutshop:chakra-system-in-steps',
    apply: 'build',
    // Before the lazy global styles' rewrite, which reads the same module.
    enforce: 'pre',
    transform(code, id) {
      const file = MODULE.exec(id)?.[1];
      const replacements = file === undefined ? undefined : CHAKRA_STEP_REWRITES[file];
      if (!replacements) return null;
      try {
        return { code: rewriteInSteps(code, replacements), map: null };
      } catch (error) {
        this.error(
          `${id}: ${(error as Error).message}; Chakra's system is no longer made as expected, see docs/architecture.md, "Chakra's system in steps"`,
        );
      }
    },
  };
}
