/**
 * The decoded entities web code works with, named once. Each is the output side of the contract's response schema
 * (decision 007): numbers, booleans, `Date` and `null` where the wire has strings, and `null` for a missing nested
 * object. Never write a wire shape by hand: add the field to the contract and it appears here.
 */
import type {
  CallAnswer,
  Decoded,
  wireAdminUser,
  wireAppInfo,
  wireAuditEntry,
  wireCatalogRow,
  wireCategory,
  wireCurrency,
  wireFormLookups,
  wireImage,
  wireItem,
  wireItemCounts,
  wireLocation,
  wireLookup,
  wireModel,
  wireOutboxMessage,
  wireQueuedItem,
  wireReportedItem,
  wireSubcategory,
  wireTownship,
  wireUser,
} from '@wheeldeal/contract';

export type Item = Decoded<typeof wireItem>;
export type QueuedItem = Decoded<typeof wireQueuedItem>;
export type ReportedItem = Decoded<typeof wireReportedItem>;
export type User = Decoded<typeof wireUser>;
export type AdminUser = Decoded<typeof wireAdminUser>;
export type ItemCounts = Decoded<typeof wireItemCounts>;
export type Image = Decoded<typeof wireImage>;
export type Category = Decoded<typeof wireCategory>;
/** A make (the spec's subcategory). */
export type Subcategory = Decoded<typeof wireSubcategory>;
export type Model = Decoded<typeof wireModel>;
/** A simple lookup row (fuel type, colour, condition …). */
export type Lookup = Decoded<typeof wireLookup>;
export type Currency = Decoded<typeof wireCurrency>;
/** A city. */
export type Location = Decoded<typeof wireLocation>;
export type Township = Decoded<typeof wireTownship>;
/** Every lookup table of the item form (itemvariables/all_variable_front). */
export type FormLookups = Decoded<typeof wireFormLookups>;
export type AppInfo = Decoded<typeof wireAppInfo>;
export type CatalogRow = Decoded<typeof wireCatalogRow>;
export type AuditEntry = Decoded<typeof wireAuditEntry>;
export type OutboxMessage = Decoded<typeof wireOutboxMessage>;
/** The `{status: "success", message}` answer of an action with nothing to return. */
export type Done = CallAnswer<'users/reset'>;
