/** Calls of the content editor (admin area) and of the privacy acceptance (issue 14). Thin: validate (contract),
 * delegate (content.editor), answer. */
import { acceptPrivacyBody, contentListBody, contentSaveBody, privacyStatusBody } from '@wheeldeal/contract';
import { defineAction } from '../../http/action.ts';
import * as editor from './content.editor.ts';

export const contentEditorActions = [
  defineAction({
    resource: 'admin',
    action: 'content_list',
    method: 'POST',
    auth: 'staff',
    list: true,
    summary: 'Content rows of one type (page | about | faq | blog) with their default-language texts and every translation.',
    body: contentListBody,
    handler: (ctx) => editor.listContent(ctx.deps, ctx.body.type),
  }),
  defineAction({
    resource: 'admin',
    action: 'content_save',
    method: 'POST',
    auth: 'admin',
    summary:
      'Write one language of a content row {type, id | slug, lang, title, body, new_version}: the default language writes the row, ' +
      'another its translation (empty texts remove it). new_version "1" on the privacy page asks everyone to accept it again.',
    body: contentSaveBody,
    handler: (ctx) => editor.saveContent(ctx.deps, ctx.session!, ctx.body),
  }),
  defineAction({
    resource: 'users',
    action: 'privacy_status',
    method: 'ANY',
    auth: 'user',
    actsFor: ['user_id'],
    summary: "The privacy policy's current version, the one the signed-in user accepted, and whether they must accept it.",
    body: privacyStatusBody,
    handler: (ctx) => editor.privacyStatus(ctx.deps, ctx.session!.userId),
  }),
  defineAction({
    resource: 'users',
    action: 'accept_privacy',
    method: 'POST',
    auth: 'user',
    actsFor: ['user_id'],
    summary: 'Accept the privacy policy of the given (current) version; remembered for the account until the policy changes.',
    body: acceptPrivacyBody,
    handler: (ctx) => editor.acceptPrivacy(ctx.deps, ctx.session!.userId, Number(ctx.body.version)),
  }),
];
