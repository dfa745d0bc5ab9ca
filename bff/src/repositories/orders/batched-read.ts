/**
 * One read shared by the callers that ask for it at about the same time, without ever giving a
 * caller an answer older than its call: a caller joins the next read that has not started yet,
 * never one already under way. While a read runs, new callers wait together for the one after
 * it. With no one else asking, a call starts its read at once.
 */
export class BatchedRead<T> {
  private running: Promise<T> | null = null;
  private next: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (this.next) return this.next;
    if (!this.running) return this.start();
    const after = this.running.then(
      () => undefined,
      () => undefined,
    );
    const batch = after.then(() => {
      this.next = null;
      return this.start();
    });
    this.next = batch;
    return batch;
  }

  private start(): Promise<T> {
    const reading = this.read();
    this.running = reading;
    const done = () => {
      if (this.running === reading) this.running = null;
    };
    reading.then(done, done);
    return reading;
  }
}
