import type { Logger } from '../logger';

/**
 * Work started by a request that the answer must not wait for (so that its duration says
 * nothing), finished before the server closes its database.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(name: string, task: () => Promise<void>): void {
    const done: Promise<void> = Promise.resolve()
      .then(task)
      .catch((error: unknown) => this.logger.error(`${name} failed`, error))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once everything started so far has finished. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
