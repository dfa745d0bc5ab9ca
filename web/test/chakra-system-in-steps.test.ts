import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chakraSystemInSteps,
  CHAKRA_STEP_REWRITES,
  rewriteInSteps,
} from '../build/chakra-system-in-steps';
import { lazyChakraGlobalCss } from '../build/lazy-chakra-global';

type Transform = (code: string, id: string) => { code: string } | null;

/** A plugin's transform hook, with `this.error` throwing as Vite's does. */
function transformWith(plugin: { transform?: unknown }, code: string, id: string) {
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  return (plugin.transform as Transform).call(context, code, id);
}

const run = promisify(execFile);
const require = createRequire(import.meta.url);
/** The pinned Chakra's ESM build, which the app's build rewrites. */
const CHAKRA_ESM = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist',
  'esm',
);

/**
 * Run by Node itself (the test runner does not load modules from outside the project): makes a
 * system with Chakra's default config by the rewritten copy's steps, by the copy's createSystem,
 * and by Chakra's own createSystem, and prints what each answers.
 */
const CHECK = (copy: string) => `
import { createSystem as chakraCreateSystem, defaultConfig } from ${JSON.stringify(pathToFileURL(path.join(CHAKRA_ESM, 'index.js')).href)};
import { createSystem } from ${JSON.stringify(pathToFileURL(path.join(copy, 'styled-system', 'system.js')).href)};
function answers(system) {
  const style = {
    color: 'red.500',
    bg: { base: 'blue.200/50', md: 'gray.100' },
    p: '4',
    _hover: { borderColor: 'border.emphasized' },
    textStyle: 'sm',
  };
  return {
    global: JSON.stringify(system._global),
    css: JSON.stringify(system.css(style)),
    token: [system.token('colors.red.500'), system.token.var('spacing.4')],
    valid: ['colorPalette', 'textStyle', 'notAProp', 'bg'].map((prop) => system.isValidProperty(prop)),
    categories: [...system.tokens.categoryMap.keys()],
    tokens: system.tokens.allTokens.length,
  };
}
const hasInSteps = typeof createSystem.inSteps === 'function';
let steps = 0;
let inSteps = null;
if (hasInSteps) {
  const generator = createSystem.inSteps(defaultConfig);
  let step = generator.next();
  while (!step.done) {
    steps += 1;
    step = generator.next();
  }
  inSteps = answers(step.value);
}
console.log(JSON.stringify({
  steps,
  hasInSteps,
  inSteps,
  runThrough: answers(createSystem(defaultConfig)),
  chakra: answers(chakraCreateSystem(defaultConfig)),
}));
`;

let folder = '';
/** What the rewritten copy and Chakra itself answered. */
let outcome: {
  steps: number;
  hasInSteps: boolean;
  inSteps: unknown;
  runThrough: unknown;
  chakra: unknown;
};

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'chakra-in-steps-'));
  const copy = path.join(folder, 'node_modules', '@chakra-ui', 'react', 'dist', 'esm');
  await cp(CHAKRA_ESM, copy, { recursive: true });
  // The copy's imports of other packages resolve to the project's.
  const projectModules = path.join(CHAKRA_ESM, '..', '..', '..', '..');
  for (const name of ['@pandacss', '@emotion', 'react']) {
    await symlink(path.join(projectModules, name), path.join(folder, 'node_modules', name));
  }
  // The two rewrites of the app's build, in the build's order.
  for (const file of Object.keys(CHAKRA_STEP_REWRITES)) {
    const id = path.join(copy, 'styled-system', file);
    let code = await readFile(id, 'utf8');
    for (const plugin of [chakraSystemInSteps(), lazyChakraGlobalCss()]) {
      code = transformWith(plugin, code, id)?.code ?? code;
    }
    await writeFile(id, code);
  }
  const script = path.join(folder, 'check.mjs');
  await writeFile(script, CHECK(copy));
  const { stdout } = await run(process.execPath, [script], { maxBuffer: 64 * 1024 * 1024 });
  outcome = JSON.parse(stdout) as typeof outcome;
}, 60_000);

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("Chakra's system in steps (the build's rewrite)", () => {
  it('makes the system in steps, the same as Chakra makes it at once', () => {
    expect(outcome.hasInSteps).toBe(true);
    // The dictionary's 5 stops and the system's 4.
    expect(outcome.steps).toBe(9);
    expect(outcome.inSteps).toEqual(outcome.chakra);
    // Chakra's own createSystem, rewritten, still makes it at once.
    expect(outcome.runThrough).toEqual(outcome.chakra);
  });

  it('fails the build when a statement it rewrites is not found exactly once', () => {
    const replacements = CHAKRA_STEP_REWRITES['system.js'] ?? [];
    expect(() => rewriteInSteps('function createSystem() {}', replacements)).toThrow(
      /expected exactly one "import \{ createTokenDictionary \}/,
    );
    const twice = replacements.map(({ from }) => `${from}\n${from}`).join('\n');
    expect(() => rewriteInSteps(twice, replacements)).toThrow(/expected exactly one/);
    const system = path.join(CHAKRA_ESM, 'styled-system', 'system.js');
    expect(() => transformWith(chakraSystemInSteps(), 'export {}', system)).toThrow(
      /Chakra's system is no longer made as expected/,
    );
    // Chakra's other modules pass untouched.
    const css = path.join(CHAKRA_ESM, 'styled-system', 'css.js');
    expect(transformWith(chakraSystemInSteps(), 'export {}', css)).toBeNull();
  });
});
