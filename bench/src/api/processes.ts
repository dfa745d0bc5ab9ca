import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root, from this file. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Started {
  url: string;
  pid: number;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Runs a TypeScript entry point in its own Node process and waits for its "Listening on <url>"
 * line. `stop` sends SIGTERM to that process (by its id) and waits for it to end.
 */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<Started> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = /Listening on (http:\/\/\S+)/.exec(output);
    if (match?.[1]) return { url: match[1], pid: child.pid ?? 0, output: () => output, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${entry} did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
