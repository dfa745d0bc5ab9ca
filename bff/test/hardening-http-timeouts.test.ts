import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_TIMEOUTS, loadConfig } from '../src/config';
import { REPO_ROOT } from '../src/paths';

describe('the HTTP server timeouts', () => {
  it('have documented defaults: headers 20 s, whole request 60 s, idle keep-alive 5 s', () => {
    expect(HTTP_TIMEOUTS).toEqual({
      headersSeconds: 20,
      requestSeconds: 60,
      keepAliveSeconds: 5,
      longestKeepAliveSeconds: 600,
    });
    expect(loadConfig({}).httpTimeouts).toEqual({
      headersMs: 20_000,
      requestMs: 60_000,
      keepAliveMs: 5_000,
    });
    expect(loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT: '75' }).httpTimeouts.keepAliveMs).toBe(75_000);
  });

  it('refuses a keep-alive timeout that is not 1 to 600 seconds', () => {
    for (const value of ['0', '601', 'soon']) {
      expect(() => loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT: value })).toThrow(
        `HTTP_KEEP_ALIVE_TIMEOUT must be a whole number of seconds from 1 to 600 (got "${value}")`,
      );
    }
  });

  describe('on the started server', () => {
    let tempDir: string;
    let child: ChildProcess;
    let output = '';
    let port: number;

    beforeAll(async () => {
      tempDir = await mkdtemp(path.join(tmpdir(), 'cutshop-timeouts-'));
      child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/server.ts'], {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          PORT: '0',
          HOST: '127.0.0.1',
          DATABASE_URL: `sqlite:${path.join(tempDir, 'cutshop.sqlite')}`,
          OUTBOX_DIR: path.join(tempDir, 'outbox'),
          WEB_DIST: path.join(tempDir, 'web-dist'),
          JWT_SECRET_FILE: path.join(tempDir, 'jwt-secret'),
          HTTP_KEEP_ALIVE_TIMEOUT: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const deadline = Date.now() + 20_000;
      for (;;) {
        const match = /Listening on http:\/\/[^:]+:(\d+)/.exec(output);
        if (match?.[1]) {
          port = Number(match[1]);
          break;
        }
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`The server did not start:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }, 30_000);
    afterAll(async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(tempDir, { recursive: true, force: true });
    });

    it('logs the timeouts it set', () => {
      expect(output).toContain(
        'HTTP timeouts: headers 20 s, whole request 60 s, idle keep-alive 1 s',
      );
    });

    it('closes a kept-alive connection after the configured idle time', async () => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      const closed = new Promise<number>((resolve) =>
        socket.once('close', () => resolve(Date.now())),
      );
      socket.write('GET /api/categories/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const answeredAt = await new Promise<number>((resolve) => {
        const check = () => (/\r\n\r\n/.test(answer) ? resolve(Date.now()) : setTimeout(check, 5));
        check();
      });
      expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(answer).toMatch(/^Keep-Alive: timeout=1$/im);
      const idleMs = (await closed) - answeredAt;
      // Node's own default would keep it open for 5 s.
      expect(idleMs).toBeGreaterThanOrEqual(800);
      expect(idleMs).toBeLessThan(3_000);
    }, 10_000);
  });
});
