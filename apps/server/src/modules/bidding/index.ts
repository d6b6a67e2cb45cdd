/** Public face of the bidding module (decision 016): its calls and jobs. Loading it registers the bid fee as a
 * payment kind (bidding.fee.ts). */
import './bidding.fee.ts';

export { biddingActions } from './bidding.routes.ts';
export { biddingJobs } from './bidding.jobs.ts';
