/**
 * The jobs of bidding (decision 016), queued in the transaction that makes them due:
 * - `bidding-open {bidding_id}` at the start (a scheduled bidding opens);
 * - `bidding-close {bidding_id}` at the end (the highest bid wins; winner, seller and other bidders are told);
 * - `bidding-refund-fee {payment_id, actor_id, note}` when a paid fee must go back (a rejected request, a canceled
 *   bidding, a request never answered, a fee that came too late or twice): refundPayment asks the provider outside
 *   the deciding transaction, and a failure is retried. Each is idempotent: a second run finds nothing left to do.
 */
import { AppError } from '../../lib/errors.ts';
import { defineJob } from '../jobs/index.ts';
import { refundPayment } from '../payments/index.ts';
import { closeDue, openDue } from './bidding.service.ts';

export const biddingOpenJob = defineJob({ name: 'bidding-open', handle: (deps, data) => openDue(deps, data.bidding_id) });

export const biddingCloseJob = defineJob({ name: 'bidding-close', handle: (deps, data) => closeDue(deps, data.bidding_id) });

export const biddingRefundFeeJob = defineJob({
  name: 'bidding-refund-fee',
  async handle(deps, data) {
    try {
      await refundPayment(deps, data.actor_id, data.payment_id, null, data.note);
    } catch (err) {
      // Refunded already (by an earlier run, or by an admin): nothing is left to give back.
      if (err instanceof AppError && err.key === 'money.not_refundable') return;
      throw err;
    }
  },
});

export const biddingJobs = [biddingOpenJob, biddingCloseJob, biddingRefundFeeJob];
