import { describe, expect, it } from 'vitest';
import { ActiveSessions, SESSION_CHECK_MAX_AGE_MS } from '../src/services/auth/active-sessions';

/** The database's view of sessions, and a clock, both in the test's hands. */
function setup() {
  const revoked = new Set<string>();
  let now = 1_000_000;
  let reads = 0;
  const sessions = new ActiveSessions(
    async (sessionId) => {
      reads += 1;
      return !revoked.has(sessionId);
    },
    () => now,
  );
  return {
    sessions,
    revokeInDatabase: (sessionId: string) => revoked.add(sessionId),
    advance: (ms: number) => (now += ms),
    reads: () => reads,
  };
}

describe('ActiveSessions', () => {
  it('asks the database at most once per session in a short while', async () => {
    const { sessions, reads } = setup();
    const answers = await Promise.all([1, 2, 3].map(() => sessions.isActive('s1', 1)));
    expect(answers).toEqual([true, true, true]);
    expect(await sessions.isActive('s1', 1)).toBe(true);
    expect(reads()).toBe(1);
  });

  it('stops a session ended through this process at once', async () => {
    const { sessions, revokeInDatabase } = setup();
    expect(await sessions.isActive('s1', 1)).toBe(true);
    revokeInDatabase('s1');
    sessions.ended('s1');
    expect(await sessions.isActive('s1', 1)).toBe(false);
  });

  it('sees a session ended elsewhere once its answer is older than the limit', async () => {
    const { sessions, revokeInDatabase, advance } = setup();
    expect(await sessions.isActive('s1', 1)).toBe(true);
    revokeInDatabase('s1');
    advance(SESSION_CHECK_MAX_AGE_MS - 1);
    expect(await sessions.isActive('s1', 1)).toBe(true);
    advance(1);
    expect(await sessions.isActive('s1', 1)).toBe(false);
  });

  it("stops every known session of a user after a password change, not the user's new ones", async () => {
    const { sessions, revokeInDatabase, advance } = setup();
    expect(await sessions.isActive('old-a', 7)).toBe(true);
    expect(await sessions.isActive('old-b', 7)).toBe(true);
    expect(await sessions.isActive('other-user', 8)).toBe(true);
    revokeInDatabase('old-a');
    revokeInDatabase('old-b');
    advance(1);
    sessions.endedAllOf(7);
    advance(1);
    expect(await sessions.isActive('old-a', 7)).toBe(false);
    expect(await sessions.isActive('old-b', 7)).toBe(false);
    expect(await sessions.isActive('other-user', 8)).toBe(true);
    expect(await sessions.isActive('new-session', 7)).toBe(true);
  });
});
