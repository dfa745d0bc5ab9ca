// `npm run typecheck`: every workspace's own `typecheck` script, as many at once as there are
// CPUs. Each is one tsc on one core, so one after the other they left every other core idle.
// The output of each comes in one block, in workspace order; any failure fails the run.
import { readFileSync } from 'node:fs';
import { concurrently } from 'concurrently';

const readJson = (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));

const workspaces = readJson('../package.json').workspaces.filter(
  (workspace) => readJson(`../${workspace}/package.json`).scripts?.typecheck !== undefined,
);

const { result } = concurrently(
  workspaces.map((workspace) => ({
    name: workspace,
    command: `npm run typecheck --silent -w ${workspace}`,
  })),
  { maxProcesses: '100%', group: true, timings: true, prefix: 'name' },
);

result.then(
  () => undefined,
  () => {
    process.exitCode = 1;
  },
);
