/**
 * The answer decoders generated from the contract at build time: in a production build apps/web/vite.config.ts
 * writes this module's code (decoderModule of packages/contract/src/fast-decode.ts: plain functions, no zod, a
 * fraction of the size of the schemas' chunk and nothing to construct when it loads). In development and in tests
 * there are none (null here): answers decode through the contract's schemas (lib/api/decode.ts).
 */
import type { CallMethod } from '@wheeldeal/contract';

/** What a generated decoder answers when it cannot vouch for the wire (then zod decides, with its issues). */
export const FAIL: symbol = Symbol('no generated decoders');

/** By call name (and `wireNoti`, `wireChatMessage`): the decoded value, or FAIL. */
export const decoders: Record<string, (wire: unknown) => unknown> | null = null;

/** Each call's method, whether it is a list and whether it is an upload: [method, list 0/1, multipart 0/1]. */
export const meta: Record<string, readonly [CallMethod, 0 | 1, 0 | 1]> | null = null;
