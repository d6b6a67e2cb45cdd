/** The images/* calls of the wire contract §4 (owner only, D4). Uploads are multipart with the file in `file`. */
import { deleteVideoBody, imageIdBody, reorderImagesBody, uploadItemImageFields, uploadProfileFields, uploadVideoFields } from '@wheeldeal/contract';
import { defineAction, type ActionContext } from '../../http/action.ts';
import { isStaffRole } from '../../http/context.ts';
import { success } from '../../http/rest.ts';
import { requireFile, withUploadLimit } from '../../http/upload.ts';
import { presentImage } from '../catalog/index.ts';
import { presentUserById } from '../users/index.ts';
import * as service from './media.service.ts';

/** The caller as they see themself (the answer of a profile photo upload). */
const presentSelf = (ctx: ActionContext<unknown>) =>
  presentUserById(ctx.deps, ctx.session!.userId, { viewerId: ctx.session!.userId, isStaff: isStaffRole(ctx.session!.roleId) }, ctx.t);

export const mediaActions = [
  withUploadLimit(
    defineAction({
      resource: 'images',
      action: 'upload_item',
      method: 'POST',
      auth: 'user',
      multipart: true,
      summary: 'Upload (img_id empty) or replace (img_id set) a photo of the caller\'s item; at most max_img_upload_of_item photos. Answers the Image.',
      body: uploadItemImageFields,
      beforeFile: (ctx) => service.checkItemImageUpload(ctx.deps, ctx.session!.userId, ctx.body),
      async handler(ctx) {
        return presentImage(await service.uploadItemImage(ctx.deps, ctx.session!.userId, ctx.body, requireFile(ctx.req)));
      },
    }),
    service.imageLimitBytes,
  ),
  defineAction({
    resource: 'images',
    action: 'reorder_image',
    method: 'POST',
    auth: 'user',
    summary: 'Set the ordering of item photos: a bare array of {img_id, ordering} (or {images: […]}). Answers the item\'s photos in order.',
    body: reorderImagesBody,
    list: true,
    async handler(ctx) {
      return (await service.reorderImages(ctx.deps, ctx.session!.userId, ctx.body.images)).map(presentImage);
    },
  }),
  defineAction({
    resource: 'images',
    action: 'delete_item_image',
    method: 'POST',
    auth: 'user',
    summary: 'Delete a photo (or the video / video icon) of the caller\'s item with its files.',
    body: imageIdBody,
    async handler(ctx) {
      await service.deleteItemImage(ctx.deps, ctx.session!.userId, ctx.body.img_id);
      return success(ctx, 'success.deleted');
    },
  }),
  withUploadLimit(
    defineAction({
      resource: 'images',
      action: 'video_upload',
      method: 'POST',
      auth: 'user',
      multipart: true,
      summary: 'Upload the item\'s video (MP4, MOV or WebM, shorter than one minute, ≤ 100 MB); replaces the previous one. Answers the Image (img_type item-video).',
      body: uploadVideoFields,
      beforeFile: (ctx) => service.checkItemMediaUpload(ctx.deps, ctx.session!.userId, ctx.body.item_id),
      async handler(ctx) {
        return presentImage(await service.uploadItemVideo(ctx.deps, ctx.session!.userId, ctx.body.item_id, requireFile(ctx.req)));
      },
    }),
    service.videoLimitBytes,
  ),
  withUploadLimit(
    defineAction({
      resource: 'images',
      action: 'upload_video_icon',
      method: 'POST',
      auth: 'user',
      multipart: true,
      summary: 'Upload the poster image of the item\'s video; replaces the previous one. Answers the Image (img_type item-video-icon).',
      body: uploadVideoFields,
      beforeFile: (ctx) => service.checkItemMediaUpload(ctx.deps, ctx.session!.userId, ctx.body.item_id),
      async handler(ctx) {
        return presentImage(await service.uploadVideoIcon(ctx.deps, ctx.session!.userId, ctx.body.item_id, requireFile(ctx.req)));
      },
    }),
    service.imageLimitBytes,
  ),
  defineAction({
    resource: 'images',
    action: 'delete_video_and_icon',
    method: 'POST',
    auth: 'user',
    summary: 'Delete the video and its poster image of the caller\'s item, named by item_id or by the img_id of the video or poster.',
    body: deleteVideoBody,
    async handler(ctx) {
      await service.deleteVideoAndIcon(ctx.deps, ctx.session!.userId, { itemId: ctx.body.item_id, imgId: ctx.body.img_id });
      return success(ctx, 'success.deleted');
    },
  }),
  withUploadLimit(
    defineAction({
      resource: 'images',
      action: 'upload',
      method: 'POST',
      auth: 'user',
      multipart: true,
      summary: 'Upload the caller\'s profile photo (img_type "cover": the cover photo). Answers the User.',
      body: uploadProfileFields,
      actsFor: ['user_id'],
      async handler(ctx) {
        await service.uploadProfilePhoto(ctx.deps, ctx.session!.userId, ctx.body.img_type, requireFile(ctx.req));
        return presentSelf(ctx);
      },
    }),
    service.imageLimitBytes,
  ),
];
