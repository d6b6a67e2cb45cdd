/** The listing form's schema, in a module of its own: form.ts imports it on first use (lazyZodResolver), so item
 * entry starts without zod and the contract's schemas. */
export { itemEntryBody } from '@wheeldeal/contract';
