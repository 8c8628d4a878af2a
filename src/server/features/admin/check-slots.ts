// The admin's heavy checks share one limit per process: the import's file reading (worker threads,
// question-import/checker.ts) and the bank's duplicates check (duplicates/service.ts) each run at
// most ADMIN_CHECKS.atOnce at a time, so a content team's burst of dry runs queues behind itself and
// never takes the processor or the database from learners.
export const ADMIN_CHECKS = {
  /** checks of each kind running at once in one process */
  atOnce: 2,
};

/** A counting semaphore: `take` waits for a free slot, up to `waitMs`, and answers whether it got one. */
export class Slots {
  private busy = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly size: () => number) {}

  async take(waitMs: number): Promise<(() => void) | null> {
    if (this.busy >= this.size()) {
      const granted = await new Promise<boolean>((resolve) => {
        const turn = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(turn), 1);
          resolve(false);
        }, waitMs);
        this.waiting.push(turn);
      });
      if (!granted) return null;
    } else {
      this.busy += 1;
    }
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.waiting.shift();
      // the slot passes straight to the next in line, or is freed
      if (next) next();
      else this.busy -= 1;
    };
  }
}
