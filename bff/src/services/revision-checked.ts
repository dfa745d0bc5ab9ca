import { createHash } from 'node:crypto';

/** Something read whole from the database, with the revision it was read at. */
export interface RevisionedState {
  revision: number;
}

/** Where a RevisionChecked reads its state and the state's current revision. */
export interface RevisionedSource<State extends RevisionedState> {
  /** The current revision: one cheap read (a primary-key row). */
  revision(): Promise<number>;
  /** The whole state, with the revision it was read at (read the revision first). */
  load(): Promise<State>;
}

interface RevisionCheckedOptions {
  /** How often, at most, the revision is looked at. */
  checkEveryMs: number;
  now?: () => number;
}

/**
 * Something the shop edits (the catalogue, the price list), read from the database and then
 * served from memory (docs/decisions/0009-the-shops-own-catalogue.md, "A shared revision,
 * checked cheaply"). Each read looks at the revision (at most once per `checkEveryMs` per
 * process, concurrent readers sharing one look) and reads the state again when it moved, so a
 * change made through any process reaches every process. A failed read is not remembered, and
 * a failed look at the revision keeps the state in memory (the database may be away a moment).
 */
export class RevisionChecked<State extends RevisionedState> {
  private state: Promise<State> | null = null;
  /** When the revision was last looked at (or the state read). */
  private checkedAt = 0;
  /** The revision look in flight, shared by everyone who reads meanwhile. */
  private checking: Promise<State> | null = null;
  private readonly checkEveryMs: number;
  private readonly now: () => number;

  constructor(
    private readonly source: RevisionedSource<State>,
    options: RevisionCheckedOptions,
  ) {
    this.checkEveryMs = options.checkEveryMs;
    this.now = options.now ?? Date.now;
  }

  current(): Promise<State> {
    if (this.state === null) return this.reload();
    if (this.checking !== null) return this.checking;
    if (this.now() - this.checkedAt < this.checkEveryMs) return this.state;
    const known = this.state;
    const checking = this.check(known).finally(() => {
      if (this.checking === checking) this.checking = null;
    });
    this.checking = checking;
    return checking;
  }

  /** Makes the next read go to the database. */
  forget(): void {
    this.state = null;
    this.checking = null;
  }

  /** Reads the state now (after a change this process made). */
  reload(): Promise<State> {
    const loading = this.source.load();
    this.state = loading;
    this.checking = null;
    this.checkedAt = this.now();
    // A failed read is not remembered: the next request tries the database again.
    loading.catch(() => {
      if (this.state === loading) this.state = null;
    });
    return loading;
  }

  private async check(known: Promise<State>): Promise<State> {
    const state = await known;
    this.checkedAt = this.now();
    let revision: number;
    try {
      revision = await this.source.revision();
    } catch {
      // The database is away: the state in memory is the best answer; look again later.
      return state;
    }
    if (revision === state.revision || this.state !== known) return this.state ?? state;
    return this.reload();
  }
}

/** A strong ETag of a JSON answer served from memory. */
export function jsonEtag(json: string): string {
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}
