/**
 * What a job is: its name, its payload type and its handler. Every job name and payload is listed once in
 * `JobPayloads`, so `enqueue` is typed end to end; the owning module writes the handler and adds it to the
 * registry (`modules/index.ts`), the way actions are registered.
 */
import type { Deps } from '../../deps.ts';
import type { Mail } from '../../adapters/mailer.ts';
import type { PhoneMessage } from '../../adapters/messaging/index.ts';

type Empty = Record<string, never>;

/** Job name → payload. Payloads are stored as JSON: plain data only. */
export interface JobPayloads {
  /** One e-mail, rendered when it was enqueued (in the recipient's language). */
  mail: Mail;
  'prune-sessions': Empty;
  'prune-codes': Empty;
  'prune-rate-limits': Empty;
  /** Sends the queued pushes (push_outbox rows) of one batch: a notification's id, or a fan-out chunk's key. */
  'push-send': { batch: string };
  /** Queues an admin broadcast's pushes to every matching device, in push-send chunks. */
  'broadcast-fanout': { broadcastId: string };
  /** A listing became published: its alerts to make subscribers and saved searches (modules/alerts). */
  'listing-alerts': { item_id: string };
  /** One chunk (users whose id hashes to `part` of `parts`) of a listing's alerts. */
  'listing-alerts-part': { item_id: string; part: number; parts: number };
  /** A published listing's price went down: its favouriters are told. Prices as stored (numeric text). */
  'price-drop': { item_id: string; old_price: string; new_price: string };
  /** The daily digest of daily saved searches. */
  'alerts-digest': Empty;
  /** Money (decision 015): the sandbox provider's webhook for a charge its card page decided. */
  'sandbox-webhook': { payment_id: string; ref: string };
  /** A paid promotion reaches its start / its end. */
  'promotion-start': { paid_item_id: string };
  'promotion-end': { paid_item_id: string };
  /** Asks providers about payments left waiting for the buyer, and cancels those abandoned. */
  'payments-reconcile': Empty;
  /** A succeeded payment goes back whole: a bid fee no longer needed (rejected request, canceled bidding, request
   * never answered, fee late or twice), a promotion paid for an attempt replaced meanwhile. */
  'payment-refund': { payment_id: string; actor_id: string; note: string };
  // bidding (issue 13, decision 016)
  /** A bidding's start: a scheduled bidding opens. */
  'bidding-open': { bidding_id: string };
  /** A bidding's end: it closes, the highest bid wins, and its people are told. */
  'bidding-close': { bidding_id: string };
  /** One phone code, rendered when it was enqueued (issue 14): to the messaging adapter. */
  'phone-code': PhoneMessage;
  /** The facet-count table's upkeep (decision 019): deltas into counts, or a rebuild for new band edges. */
  'facet-counts': Empty;
}

export type JobName = keyof JobPayloads;

export interface JobInfo {
  /** The queue's id of this job (a UUID). Stable across retries: key idempotent effects by it. */
  id: string;
  name: string;
}

export interface JobDefinition<N extends JobName = JobName> {
  name: N;
  /**
   * Runs at least once per job (again after a crash, a timeout or an error), so the effect must be idempotent.
   * Throwing fails this attempt; the queue retries it with the policy below.
   */
  handle(deps: Deps, data: JobPayloads[N], job: JobInfo): Promise<void>;
  /** Retries after the first attempt (default 3), seconds before the first retry (doubling), and how long an
   * attempt may run before it counts as dead and runs again (default 60 s). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /** Five-field cron (UTC): the scheduler enqueues the job on this schedule. */
  cron?: string;
  /** How often an idle worker asks for this job (default: JOBS_POLL_SECONDS). */
  pollSeconds?: number;
}

export class JobRegistry {
  private readonly defs = new Map<string, JobDefinition>();

  add(...defs: JobDefinition<any>[]): this {
    for (const def of defs) {
      if (this.defs.has(def.name)) throw new Error(`job ${def.name} is registered twice`);
      this.defs.set(def.name, def as JobDefinition);
    }
    return this;
  }

  get(name: string): JobDefinition | undefined {
    return this.defs.get(name);
  }

  all(): JobDefinition[] {
    return [...this.defs.values()];
  }
}

/** Helper that keeps the payload type of a definition tied to its name. */
export function defineJob<N extends JobName>(def: JobDefinition<N>): JobDefinition<N> {
  return def;
}
