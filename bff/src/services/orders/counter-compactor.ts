import { COMPACTION } from '../../repositories/orders/counter-compaction';
import type { OrdersRepository } from '../../repositories/orders/orders-repository';
import type { BackgroundTasks } from '../background-tasks';

interface CounterCompactorDependencies {
  orders: Pick<OrdersRepository, 'compactCounts'>;
  /** Where each compaction runs: its error is logged, and shutdown waits for it. */
  background: BackgroundTasks;
  now?: () => Date;
}

/**
 * Folds the order counters' finished slots now and then, for one app
 * (docs/decisions/0006-counter-slots.md): `request` (called when a deep page is looked up from
 * the day counters) starts one compaction as a background task, unless one is running or one
 * started less than `COMPACTION.intervalMs` ago. A failed run (a lost lock race with a writer)
 * changes nothing and is tried again at a later request; its error is logged. The server's
 * shutdown drains the background tasks, so a compaction finishes before the pool closes.
 */
export class CounterCompactor {
  private lastStart = Number.NEGATIVE_INFINITY;
  private running = false;
  private readonly now: () => Date;

  constructor(private readonly deps: CounterCompactorDependencies) {
    this.now = deps.now ?? (() => new Date());
  }

  request(): void {
    const at = this.now();
    if (this.running || at.getTime() - this.lastStart < COMPACTION.intervalMs) return;
    this.running = true;
    this.lastStart = at.getTime();
    this.deps.background.run('Order counter compaction', async () => {
      try {
        await this.deps.orders.compactCounts(at);
      } finally {
        this.running = false;
      }
    });
  }
}
