/**
 * Bounded graceful shutdown for the entry points (main.ts, worker.ts). Each part registers how to stop as it
 * starts; on SIGTERM/SIGINT the parts stop in reverse order (the last started first: stop taking requests, then
 * the job queue, then the database), each within the time left, and the process exits 0. Whatever still runs at
 * the deadline, the process exits 1 then: an orchestrator waiting on us must never wait forever (a part waiting on
 * a dead database, a request that does not end). A second signal exits at once.
 */

export interface ShutdownOptions {
  /** The whole shutdown's bound. */
  timeoutMs: number;
  log: (message: string) => void;
  /** Runs synchronously just before a forced exit (the deadline or a second signal). */
  onForcedExit?: () => void;
}

interface Part {
  name: string;
  /** Time kept back for the parts stopped after this one. */
  reserveMs: number;
  stop: (budgetMs: number) => Promise<unknown>;
}

export class Shutdown {
  private readonly parts: Part[] = [];
  private began = false;

  constructor(private readonly opts: ShutdownOptions) {}

  /** Whether shutdown has begun: a part that finishes starting after that is not registered any more. */
  get inProgress(): boolean {
    return this.began;
  }

  /**
   * Registers a started part. `stop` gets the time it may take; it is not awaited past that (the next part stops
   * anyway). `reserveMs` is kept back from it for the parts that stop after it.
   */
  add(name: string, stop: (budgetMs: number) => Promise<unknown>, reserveMs = 0): void {
    if (this.began) return; // the exit ends it (the embedded PostgreSQL is told by its own exit hook)
    this.parts.unshift({ name, stop, reserveMs });
  }

  /** Installs the SIGINT and SIGTERM handlers. */
  listen(): this {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void this.run(signal));
    return this;
  }

  private forceExit(why: string): never {
    this.opts.log(`${why}: exiting now`);
    this.opts.onForcedExit?.();
    process.exit(1);
  }

  async run(reason: string): Promise<void> {
    if (this.began) this.forceExit(`${reason} again during shutdown`);
    this.began = true;
    const deadline = Date.now() + this.opts.timeoutMs;
    setTimeout(() => this.forceExit(`shutdown not finished within ${this.opts.timeoutMs / 1000} s`), this.opts.timeoutMs).unref();
    this.opts.log(`${reason}: shutting down …`);
    let late = false;
    for (const part of this.parts) {
      const began = Date.now();
      const budget = Math.max(deadline - began - part.reserveMs, 0);
      let timer: NodeJS.Timeout | undefined;
      const outcome = await Promise.race([
        part.stop(budget).then(
          () => 'stopped' as const,
          (err: unknown) => {
            this.opts.log(`${part.name} did not stop cleanly: ${err instanceof Error ? err.message : String(err)}`);
            return 'failed' as const;
          },
        ),
        new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), budget);
        }),
      ]);
      clearTimeout(timer);
      if (outcome === 'stopped') this.opts.log(`${part.name} stopped (${Date.now() - began} ms)`);
      if (outcome === 'late') {
        late = true;
        this.opts.log(`${part.name} did not stop within ${Math.round(budget)} ms; going on`);
      }
    }
    process.exit(late ? 1 : 0);
  }
}
