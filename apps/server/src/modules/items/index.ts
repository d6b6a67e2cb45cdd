/** Public face of the items module: its calls, the wire Item as a viewer sees it, item access for other modules'
 * rules, moderation (the admin area's calls use it), and the item pages' links and data for SEO. */
export { itemsReadActions } from './items.read.routes.ts';
export { itemsWriteActions } from './items.write.routes.ts';
export { findItemAccess, type ItemAccess } from './items.read.repository.ts';
export { getItemWire, presentItemIds, publishedItemWire, itemLinks, searchItems, searchRequestOf } from './items.read.service.ts';
// alerts (issue 12): a saved search is read as items/search reads its body, and stores the same tsquery.
export { tsqueryOf } from './items.read.repository.ts';
export { dismissReports, moderate, pendingQueue, reportedListings, searchListings, staffItem, type StaffAction } from './items.moderation.service.ts';
export { itemUrl, slugOf } from './item-url.ts';
export { itemsJobs } from './items.jobs.ts';
