import { afterAll, beforeAll, expect, it } from 'vitest';
import { CookieJar, login } from './support/admin-session';
import { TEST_ADMIN, forEachDatabase, startTestServer, type TestServer } from './support/harness';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(server: TestServer, username: string): Promise<number> {
  const started = performance.now();
  const response = await login(server, new CookieJar(), { username, password: 'Wrong-guess-1' });
  expect(response.status).toBe(401);
  return performance.now() - started;
}

forEachDatabase('Sign-in timing', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    // Costly enough (N = 2^15, ~60 ms) that the hashing dominates a failed sign-in.
    server = await startTestServer({ database, passwordHashing: { logN: 15, r: 8, p: 1 } });
  });
  afterAll(() => server?.stop());

  it('takes as long for an unknown e-mail as for a wrong password', async () => {
    const rounds = 7;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      known.push(await timed(server, TEST_ADMIN.email));
      unknown.push(await timed(server, `nobody${round}@shop.example.test`));
    }
    // A failed sign-in without hashing takes a few milliseconds; with it, tens.
    const [a, b] = [median(known), median(unknown)];
    expect(b / a).toBeGreaterThan(0.6);
    expect(b / a).toBeLessThan(1.6);
  });
});
