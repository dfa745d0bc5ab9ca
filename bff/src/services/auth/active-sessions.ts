/** How old an answer to "is this session still on?" may be when another process ended it. */
export const SESSION_CHECK_MAX_AGE_MS = 1_000;

interface Read {
  active: Promise<boolean>;
  startedAtMs: number;
  userId: number;
}

interface Answer {
  active: boolean;
  startedAtMs: number;
  userId: number;
}

/**
 * Whether a session (refresh-token family) is still on, for every admin request, so that signing
 * out, a password change or a detected token theft stops its access tokens at once rather than
 * when they expire 15 minutes later. Sessions ended through this process stop immediately;
 * ended through another process, within SESSION_CHECK_MAX_AGE_MS, the age of the database
 * answer kept here. One read at a time per session.
 */
export class ActiveSessions {
  private readonly answers = new Map<string, Answer>();
  private readonly reads = new Map<string, Read>();
  /** Sessions this process ended (session ids are random and never come back). */
  private readonly endedHere = new Set<string>();
  /** When this process ended every session of a user (a password change). */
  private readonly usersEndedAtMs = new Map<number, number>();

  constructor(
    private readonly readActive: (sessionId: string) => Promise<boolean>,
    private readonly nowMs: () => number = Date.now,
    private readonly maxTracked = 1_000,
  ) {}

  isActive(sessionId: string, userId: number): Promise<boolean> {
    if (this.endedHere.has(sessionId)) return Promise.resolve(false);
    const endedAtMs = this.usersEndedAtMs.get(userId) ?? -1;
    const answer = this.answers.get(sessionId);
    const fresh = answer && this.nowMs() - answer.startedAtMs < SESSION_CHECK_MAX_AGE_MS;
    if (answer && fresh && answer.startedAtMs > endedAtMs) return Promise.resolve(answer.active);
    const running = this.reads.get(sessionId);
    if (running && running.startedAtMs > endedAtMs) return running.active;
    return this.read(sessionId, userId);
  }

  /** This process ended the session. */
  ended(sessionId: string): void {
    this.endedHere.add(sessionId);
    this.answers.delete(sessionId);
    this.trim(this.endedHere);
  }

  /** This process ended every session of the user. */
  endedAllOf(userId: number): void {
    this.usersEndedAtMs.set(userId, this.nowMs());
    this.trim(this.usersEndedAtMs);
  }

  private read(sessionId: string, userId: number): Promise<boolean> {
    const startedAtMs = this.nowMs();
    const active = this.readActive(sessionId);
    const read = { active, startedAtMs, userId };
    this.reads.set(sessionId, read);
    const settle = (value: boolean | null) => {
      if (this.reads.get(sessionId) === read) this.reads.delete(sessionId);
      if (value === null) return;
      this.answers.delete(sessionId);
      this.answers.set(sessionId, { active: value, startedAtMs, userId });
      this.trim(this.answers);
    };
    active.then(settle, () => settle(null));
    return active;
  }

  /** Drops the oldest entries beyond the limit (Maps and Sets keep insertion order). */
  private trim(entries: Map<unknown, unknown> | Set<unknown>): void {
    while (entries.size > this.maxTracked) {
      const oldest = entries.keys().next();
      if (oldest.done) return;
      entries.delete(oldest.value);
    }
  }
}
