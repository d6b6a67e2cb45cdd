/**
 * Public face of the payments module (issue 13, decision 015): orders paid through a provider and applied exactly
 * once, the ledger, coupons, post packages and promotions, and the kinds other modules sell (bid fees: bidding).
 */
export { registerPaymentKind, type GrantResult, type PaymentKindHandler, type PaymentRow, type Quote } from './kinds.ts';
export {
  applyEvent,
  cancelPayment,
  completeReturn,
  decideOffline,
  findPayment,
  handleWebhook,
  ownPayment,
  paymentHistory,
  providerName,
  refundLater,
  refundPayment,
  startPayment,
  type EventOutcome,
  type StartInput,
} from './payments.service.ts';
export { enabledProviders } from './providers.ts';
export { leftOutActions, paymentsActions, registerPaymentsRoutes } from './payments.routes.ts';
export { paymentsJobs } from './payments.jobs.ts';
export { paymentsAdminActions } from './admin.routes.ts';
