/** Public face of the catalogue module: its calls, the wire shapes of catalogue rows and images, the names of
 * categories and lookups in a reader's language, the in-memory snapshot item answers nest, the typo-tolerance
 * trigrams and the sitemap's category links. */
export { catalogActions } from './catalog.routes.ts';
export {
  categoryName,
  lookupName,
  presentBanner,
  presentCategory,
  presentCurrency,
  presentImage,
  presentLocation,
  presentLookup,
  presentModel,
  presentSubcategory,
  presentTownship,
  IMAGE_FIELDS,
  type CatalogView,
  type ImageRow,
} from './catalog.presenter.ts';
export { CACHE_TTL_MS, catalogNames, catalogSnapshot, invalidateCatalogCache, type CatalogSnapshot } from './catalog.cache.ts';
export { ITEM_LOOKUPS, type LookupKind } from './catalog.lookups.ts';
export { firstImagesOf } from './catalog.repository.ts';
export { categories as categoryList, categoryLinks } from './catalog.service.ts';
export { similarity, trigrams } from './trigrams.ts';
