/**
 * Every uploaded image goes through here before it is stored: the type is sniffed from the bytes (JPEG, PNG,
 * WebP, HEIC/AVIF), the pixel count is checked from the header before anything is decoded (decompression
 * bombs), then the image is decoded once, turned upright from its EXIF orientation, stripped of all metadata
 * (EXIF, GPS, XMP: sharp keeps none unless asked), scaled to fit 2048 px and re-encoded (JPEG q82, or WebP q82
 * when it has transparency). Thumbnails of 400/800/1200 px width are made from that upright copy.
 * sharp runs with one thread and no cache so that memory stays flat under parallel uploads.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { UPLOAD_LIMITS } from '@wheeldeal/contract';
import { badRequest } from '../../lib/errors.ts';
import { ID_PREFIX, newId } from '../../lib/ids.ts';

sharp.concurrency(1);
sharp.cache(false);

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heif';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

/** The image type of the first bytes, or null for anything we do not accept. */
export function sniffImage(head: Buffer): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(head.toString('latin1', 8, 12))) return 'heif';
  return null;
}

export async function readHead(file: string, bytes = 64): Promise<Buffer> {
  const fh = await fs.promises.open(file, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await fh.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

export interface StoredVariant {
  /** Storage key: the file name, or thumbnail…/file name. */
  key: string;
  /** The local file to store. */
  path: string;
}

export interface ProcessedImage {
  /** The file name: img_path on the wire and the key of the original. */
  name: string;
  width: number;
  height: number;
  bytes: number;
  contentType: string;
  variants: StoredVariant[];
}

export interface ProcessOptions {
  /** Which thumbnail folders to produce (all three by default). */
  thumbnails?: readonly (keyof typeof UPLOAD_LIMITS.thumbnailWidths)[];
}

const MAX_MEGAPIXELS = Math.round(UPLOAD_LIMITS.imageMaxPixels / 1_000_000);

/** Checks, normalises and re-encodes the image at `src`; writes the variants into `workDir`. */
export async function processImage(src: string, workDir: string, opts: ProcessOptions = {}): Promise<ProcessedImage> {
  if (!sniffImage(await readHead(src))) throw badRequest('item.file_type');

  // The header alone: no pixels are decoded here.
  let meta: Metadata;
  try {
    meta = await sharp(src, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest('item.image_unreadable');
  }
  if (!meta.width || !meta.height || !['jpeg', 'png', 'webp', 'heif'].includes(meta.format ?? '')) throw badRequest('item.image_unreadable');
  if (meta.width * meta.height > UPLOAD_LIMITS.imageMaxPixels) throw badRequest('item.image_too_large', { max: MAX_MEGAPIXELS });

  const webp = Boolean(meta.hasAlpha);
  const ext = webp ? 'webp' : 'jpg';
  const name = `${newId(ID_PREFIX.image)}.${ext}`;
  const encode = (s: Sharp) => (webp ? s.webp({ quality: 82 }) : s.jpeg({ quality: 82, mozjpeg: true }));

  const original = path.join(workDir, name);
  let info: OutputInfo;
  try {
    info = await encode(
      sharp(src, { limitInputPixels: UPLOAD_LIMITS.imageMaxPixels, failOn: 'truncated' })
        .rotate()
        .resize({ width: UPLOAD_LIMITS.imageMaxEdge, height: UPLOAD_LIMITS.imageMaxEdge, fit: 'inside', withoutEnlargement: true }),
    ).toFile(original);
  } catch {
    throw badRequest('item.image_unreadable');
  }

  const variants: StoredVariant[] = [{ key: name, path: original }];
  const folders = opts.thumbnails ?? (Object.keys(UPLOAD_LIMITS.thumbnailWidths) as (keyof typeof UPLOAD_LIMITS.thumbnailWidths)[]);
  for (const folder of folders) {
    const out = path.join(workDir, `${folder}-${name}`);
    await encode(sharp(original).resize({ width: UPLOAD_LIMITS.thumbnailWidths[folder], withoutEnlargement: true })).toFile(out);
    variants.push({ key: `${folder}/${name}`, path: out });
  }
  return { name, width: info.width, height: info.height, bytes: info.size, contentType: webp ? 'image/webp' : 'image/jpeg', variants };
}

/** Every storage key an image file name occupies (the original and its thumbnails). */
export function imageKeys(name: string): string[] {
  return [name, ...Object.keys(UPLOAD_LIMITS.thumbnailWidths).map((folder) => `${folder}/${name}`)];
}
