/** Public face of the media module: its calls, the image rows of a parent, file removal after rows are deleted,
 * and the catalogue pictures the admin area uploads. */
export { mediaActions } from './media.routes.ts';
export { deleteImagesOfParents, findImagesOf } from './media.repository.ts';
export { ITEM_MEDIA_TYPES, removeFiles, uploadCatalogImage } from './media.service.ts';
// badges and the account (issue 14): the dealer's certificate
export { imageLimitBytes, storeCertificate } from './media.service.ts';
