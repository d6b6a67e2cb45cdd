/**
 * The jobs of bidding (decision 016), queued in the transaction that makes them due:
 * - `bidding-open {bidding_id}` at the start (a scheduled bidding opens);
 * - `bidding-close {bidding_id}` at the end (the highest bid wins; winner, seller and other bidders are told);
 * Each is idempotent: a second run finds nothing more to do. A paid fee that must go back (a rejected request, a
 * canceled bidding, a request never answered, a fee that came too late or twice) is refunded by the payments module's
 * `payment-refund` job, queued in the deciding transaction (payments' refundLater).
 */
import { defineJob } from '../jobs/index.ts';
import { closeDue, openDue } from './bidding.service.ts';

export const biddingOpenJob = defineJob({ name: 'bidding-open', handle: (deps, data) => openDue(deps, data.bidding_id) });

export const biddingCloseJob = defineJob({ name: 'bidding-close', handle: (deps, data) => closeDue(deps, data.bidding_id) });

export const biddingJobs = [biddingOpenJob, biddingCloseJob];
