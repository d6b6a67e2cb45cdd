/**
 * Receiving multipart uploads (wire contract §1: the file in field `file`): transport only, services get the
 * finished UploadedFile and never the request. The transport calls
 * receiveMultipart for actions declared `multipart: true`: the other fields are returned for the action's body
 * schema and the file is streamed to a private temp directory with a hard byte limit counted as the bytes
 * arrive, so an oversized upload is cut off with 413 as soon as it passes the limit and memory stays flat
 * whatever the client sends. The transport calls discardUpload when the request is done.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_LIMITS } from '@wheeldeal/contract';
import type { Deps } from '../deps.ts';
import type { ActionDef } from './action.ts';
import type { SessionUser } from '../modules/auth/index.ts';
import { AppError, badRequest, unauthorized } from '../lib/errors.ts';

export interface UploadedFile {
  /** The temp file; it is deleted when the request ends. */
  path: string;
  /** Its directory, private to this request: a handler may write work files there. */
  dir: string;
  size: number;
  /** As the client named it: never trusted for the type. */
  filename: string;
}

interface UploadState {
  dir: string;
  file: UploadedFile | null;
}

const kUpload = Symbol('wheeldeal.upload');
type WithUpload = FastifyRequest & { [kUpload]?: UploadState };

/** The byte limit of each upload action; the largest (a video) when an action does not say. */
const limits = new WeakMap<object, number>();

/** Declares the byte limit of an upload action (images 15 MB, videos 100 MB). */
export function withUploadLimit<T extends object>(def: T, maxBytes: number): T {
  limits.set(def, maxBytes);
  return def;
}

export const tooLarge = (maxBytes: number) => new AppError(413, 'item.file_too_large', { max: Math.round(maxBytes / (1024 * 1024)) });

/**
 * Collects the fields and streams the file of a multipart request (see the module header). `beforeFile` gets the
 * fields that precede the file part and runs the action's checks (validation, caller, ownership, quota) before
 * a byte of the file is written: a refused upload never touches the disk. A field after the file is refused, as
 * it could change what was checked.
 */
export async function receiveMultipart(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  def: ActionDef,
  session: SessionUser | null,
  beforeFile: (fields: Record<string, string>) => Promise<void>,
): Promise<Record<string, string>> {
  // Nobody gets to make us write bytes to disk before we know who they are.
  if (def.auth !== 'none' && !session) throw unauthorized();
  if (!req.isMultipart()) return (req.body ?? {}) as Record<string, string>;
  const maxBytes = limits.get(def) ?? UPLOAD_LIMITS.videoBytes;

  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let fileSeen = false;
  let checkFailure: unknown;
  try {
    // Our counter is the limit. busboy's own must not trip first: past it busboy discards the rest of the part
    // without backpressure, i.e. reads the whole oversized body at full speed.
    for await (const part of req.parts({ limits: { fileSize: Number.MAX_SAFE_INTEGER, files: 1, fields: 50, fieldSize: 64 * 1024, parts: 60 } })) {
      if (part.type === 'field') {
        if (fileSeen) throw badRequest('input.field_after_file', { field: part.fieldname });
        if (part.valueTruncated) throw badRequest('validation.too_long', { field: part.fieldname, max: 64 * 1024 });
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || fileSeen) {
        part.file.resume();
        throw badRequest('validation.invalid', { field: part.fieldname });
      }
      fileSeen = true;
      await beforeFile({ ...fields }).catch((err: unknown) => {
        checkFailure = err;
        throw err;
      });
      const state = await openUpload(deps, req);
      const dest = path.join(state.dir, 'upload.bin');
      const size = await copyLimited(part.file, fs.createWriteStream(dest), maxBytes);
      if (part.file.truncated) throw tooLarge(maxBytes);
      state.file = { path: dest, dir: state.dir, size, filename: part.filename ?? '' };
    }
  } catch (err) {
    const status = err instanceof AppError ? err.httpStatus : (err as { statusCode?: number }).statusCode;
    // The rest of an oversized (or refused) body is not read (busboy would otherwise go on parsing and discarding it):
    // stop the request stream and close the connection after the answer instead of draining gigabytes.
    if (status === 413 || (err === checkFailure && fileSeen)) {
      req.raw.unpipe();
      req.raw.pause();
      reply.header('connection', 'close');
    }
    // busboy's parse errors ("Unexpected end of form", "Malformed part header", no boundary) carry no status:
    // they are a broken body, the client's fault. Errors of the checks (a database going away) stay as they are.
    if (status === undefined && err !== checkFailure && isParseError(err)) throw badRequest('input.multipart');
    throw err;
  }
  return { ...fields };
}

/** Whether an error of reading the parts is the body's fault: not ours (AppError), not the disk's (a system
 * call failed). */
function isParseError(err: unknown): boolean {
  return err instanceof Error && !(err instanceof AppError) && !('syscall' in err);
}

/** The request's private temp directory, made when its file part arrives (after the checks). */
async function openUpload(deps: Deps, req: FastifyRequest): Promise<UploadState> {
  const tmpRoot = path.join(deps.config.dataDir, 'tmp');
  await fs.promises.mkdir(tmpRoot, { recursive: true });
  const state: UploadState = { dir: await fs.promises.mkdtemp(path.join(tmpRoot, 'upload-')), file: null };
  (req as WithUpload)[kUpload] = state;
  return state;
}

/**
 * Copies `src` to `dest`, counting bytes. Past `maxBytes` it fails at once and leaves `src` paused: busboy then
 * stops parsing (its file stream is full) and the request stops being read. (stream.pipeline would wait for
 * busboy to close the part, which it only does after reading the whole oversized body.)
 */
export function copyLimited(src: Readable, dest: fs.WriteStream, maxBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      src.off('data', onData);
      src.pause();
      // The file may still be opening; its directory can be gone by the time it fails (the request ended and
      // discardUpload removed it). A late error of a stream we gave up on is of no interest, and must not be an
      // uncaught one.
      dest.on('error', () => undefined);
      dest.destroy();
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) return fail(tooLarge(maxBytes));
      if (!dest.write(chunk)) {
        src.pause();
        dest.once('drain', () => settled || src.resume());
      }
    };
    // The body may have failed while the checks ran (a truncated multipart body): the part was destroyed
    // before these listeners were attached, and would otherwise never end.
    if (src.errored || src.destroyed) return fail(src.errored ?? badRequest('input.multipart'));
    src.on('data', onData);
    src.once('error', fail);
    src.once('close', () => settled || src.readableEnded || fail(badRequest('input.multipart')));
    dest.once('error', fail);
    src.once('end', () => settled || dest.end());
    dest.once('finish', () => {
      if (settled) return;
      settled = true;
      resolve(size);
    });
  });
}

/** The file of this request's upload, if one arrived. */
export function uploadedFile(req: FastifyRequest): UploadedFile | null {
  return (req as WithUpload)[kUpload]?.file ?? null;
}

/** The file, or 400 "The file field is required." */
export function requireFile(req: FastifyRequest): UploadedFile {
  const f = uploadedFile(req);
  if (!f || f.size === 0) throw badRequest('validation.required', { field: 'file' });
  return f;
}

/** Removes the request's temp directory (the transport calls this when the request ends). */
export async function discardUpload(req: FastifyRequest): Promise<void> {
  const state = (req as WithUpload)[kUpload];
  if (!state) return;
  (req as WithUpload)[kUpload] = undefined;
  await fs.promises.rm(state.dir, { recursive: true, force: true });
}
