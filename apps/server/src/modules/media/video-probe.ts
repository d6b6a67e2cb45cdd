/**
 * What kind of video a file is and how long it plays, read from the container itself (no ffmpeg):
 *   - MP4 / MOV (ISO BMFF, QuickTime): moov/mvhd timescale and duration (moov/mvex/mehd for fragmented files);
 *   - WebM / Matroska (EBML): Segment/Info Duration × TimecodeScale.
 * Only box and element headers are read, through a byte source, so a 100 MB file costs a few small reads.
 */
import fs from 'node:fs';

export type VideoKind = 'mp4' | 'mov' | 'webm';

export interface VideoProbe {
  kind: VideoKind;
  /** Seconds, or null when the container does not say. */
  durationSeconds: number | null;
}

/** Random access to bytes: a buffer in tests, a file on the server. */
export interface ByteSource {
  size: number;
  read(offset: number, length: number): Promise<Buffer>;
}

export function bufferSource(buf: Buffer): ByteSource {
  return { size: buf.length, read: async (offset, length) => buf.subarray(offset, Math.min(buf.length, offset + length)) };
}

export async function withFileSource<T>(file: string, fn: (src: ByteSource) => Promise<T>): Promise<T> {
  const fh = await fs.promises.open(file, 'r');
  try {
    const { size } = await fh.stat();
    return await fn({
      size,
      async read(offset, length) {
        const n = Math.max(0, Math.min(length, size - offset));
        const buf = Buffer.alloc(n);
        if (n > 0) await fh.read(buf, 0, n, offset);
        return buf;
      },
    });
  } finally {
    await fh.close();
  }
}

// ------------------------------------------------------------------------------------------ sniffing

/** ftyp brands of still images (HEIF/AVIF), which are ISO BMFF too but not videos. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis', 'avci', 'jpeg', 'jxl ']);
/** QuickTime files without ftyp start with one of these atoms. */
const QT_FIRST_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

export function sniffVideo(head: Buffer): VideoKind | null {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  if (head.length < 12) return null;
  const type = head.toString('latin1', 4, 8);
  if (type === 'ftyp') {
    const major = head.toString('latin1', 8, 12);
    if (IMAGE_BRANDS.has(major)) return null;
    return major === 'qt  ' ? 'mov' : 'mp4';
  }
  return QT_FIRST_ATOMS.has(type) ? 'mov' : null;
}

// ------------------------------------------------------------------------------------------ ISO BMFF

interface Box {
  type: string;
  start: number;
  /** Offset of the payload. */
  body: number;
  end: number;
}

async function readBox(src: ByteSource, offset: number, limit: number): Promise<Box | null> {
  if (offset + 8 > limit) return null;
  const h = await src.read(offset, 16);
  if (h.length < 8) return null;
  let size = h.readUInt32BE(0);
  const type = h.toString('latin1', 4, 8);
  let body = offset + 8;
  if (size === 1) {
    if (h.length < 16) return null;
    const big = h.readBigUInt64BE(8);
    if (big > BigInt(Number.MAX_SAFE_INTEGER)) return null;
    size = Number(big);
    body = offset + 16;
  } else if (size === 0) {
    size = limit - offset; // to the end of the enclosing box
  }
  if (size < body - offset || offset + size > limit) return null;
  return { type, start: offset, body, end: offset + size };
}

async function findChild(src: ByteSource, from: number, to: number, type: string): Promise<Box | null> {
  let off = from;
  for (let guard = 0; guard < 10_000; guard++) {
    const box = await readBox(src, off, to);
    if (!box) return null;
    if (box.type === type) return box;
    if (box.end <= off) return null;
    off = box.end;
  }
  return null;
}

/** Duration from a full box with (v0) 32-bit or (v1) 64-bit times: mvhd. */
async function mvhdDuration(src: ByteSource, box: Box): Promise<number | null> {
  const b = await src.read(box.body, 32);
  if (b.length < 4) return null;
  const version = b[0];
  let timescale: number;
  let duration: bigint;
  if (version === 1) {
    if (b.length < 32) return null;
    timescale = b.readUInt32BE(20);
    duration = b.readBigUInt64BE(24);
    if (duration === 0xffffffffffffffffn) return null;
  } else {
    if (b.length < 20) return null;
    timescale = b.readUInt32BE(12);
    duration = BigInt(b.readUInt32BE(16));
    if (duration === 0xffffffffn) return null;
  }
  if (timescale === 0 || duration === 0n) return null;
  return Number(duration) / timescale;
}

/** Fragmented MP4: mvhd says 0 and mvex/mehd carries the whole duration in the movie timescale. */
async function mehdDuration(src: ByteSource, moov: Box, mvhd: Box): Promise<number | null> {
  const mvex = await findChild(src, moov.body, moov.end, 'mvex');
  if (!mvex) return null;
  const mehd = await findChild(src, mvex.body, mvex.end, 'mehd');
  if (!mehd) return null;
  const head = await src.read(mvhd.body, 24);
  const timescale = head[0] === 1 ? head.readUInt32BE(20) : head.readUInt32BE(12);
  const b = await src.read(mehd.body, 12);
  const duration = b[0] === 1 ? Number(b.readBigUInt64BE(4)) : b.readUInt32BE(4);
  return timescale && duration ? duration / timescale : null;
}

async function isoDuration(src: ByteSource): Promise<number | null> {
  const moov = await findChild(src, 0, src.size, 'moov');
  if (!moov) return null;
  const mvhd = await findChild(src, moov.body, moov.end, 'mvhd');
  if (!mvhd) return null;
  return (await mvhdDuration(src, mvhd)) ?? (await mehdDuration(src, moov, mvhd));
}

// ------------------------------------------------------------------------------------------ EBML (WebM/Matroska)

const EBML = { header: 0x1a45dfa3, docType: 0x4282, segment: 0x18538067, info: 0x1549a966, timecodeScale: 0x2ad7b1, duration: 0x4489, cluster: 0x1f43b675 };

interface Element {
  id: number;
  /** Offset of the data. */
  data: number;
  /** Data size, or null for "unknown size" (live streams). */
  size: number | null;
}

/** A variable-length integer at `b[0]`: its length (1–8) from the leading zero bits. */
function vintLength(first: number): number {
  for (let i = 0; i < 8; i++) if (first & (0x80 >> i)) return i + 1;
  return 0;
}

async function readElement(src: ByteSource, offset: number, limit: number): Promise<Element | null> {
  if (offset >= limit) return null;
  const h = await src.read(offset, 12);
  if (h.length < 2) return null;
  const idLen = vintLength(h[0]!);
  if (idLen === 0 || idLen > 4 || h.length < idLen + 1) return null;
  let id = 0;
  for (let i = 0; i < idLen; i++) id = id * 256 + h[i]!;
  const sizeLen = vintLength(h[idLen]!);
  if (sizeLen === 0 || h.length < idLen + sizeLen) return null;
  let size = h[idLen]! & (0xff >> sizeLen);
  let allOnes = size === 0xff >> sizeLen;
  for (let i = 1; i < sizeLen; i++) {
    const byte = h[idLen + i]!;
    size = size * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  const data = offset + idLen + sizeLen;
  return { id, data, size: allOnes ? null : size };
}

function readUint(b: Buffer): number {
  let n = 0;
  for (const byte of b) n = n * 256 + byte;
  return n;
}

async function ebmlDuration(src: ByteSource): Promise<number | null> {
  const header = await readElement(src, 0, src.size);
  if (!header || header.id !== EBML.header || header.size === null) return null;
  let off = header.data + header.size;
  // Skip anything before the Segment (Void elements and the like).
  let segment: Element | null = null;
  for (let guard = 0; guard < 100 && off < src.size; guard++) {
    const el = await readElement(src, off, src.size);
    if (!el) return null;
    if (el.id === EBML.segment) {
      segment = el;
      break;
    }
    if (el.size === null) return null;
    off = el.data + el.size;
  }
  if (!segment) return null;
  const segEnd = segment.size === null ? src.size : Math.min(src.size, segment.data + segment.size);
  off = segment.data;
  for (let guard = 0; guard < 10_000 && off < segEnd; guard++) {
    const el = await readElement(src, off, segEnd);
    if (!el) return null;
    if (el.id === EBML.info) {
      if (el.size === null) return null;
      return infoDuration(src, el.data, Math.min(segEnd, el.data + el.size));
    }
    // Info comes before the clusters in every muxer we know of; an unknown-size cluster cannot be skipped.
    if (el.size === null) return null;
    off = el.data + el.size;
  }
  return null;
}

async function infoDuration(src: ByteSource, from: number, to: number): Promise<number | null> {
  let scale = 1_000_000; // nanoseconds per tick, the Matroska default
  let duration: number | null = null;
  let off = from;
  for (let guard = 0; guard < 1000 && off < to; guard++) {
    const el = await readElement(src, off, to);
    if (!el || el.size === null) return null;
    if (el.id === EBML.timecodeScale && el.size >= 1 && el.size <= 8) scale = readUint(await src.read(el.data, el.size));
    if (el.id === EBML.duration) {
      const b = await src.read(el.data, el.size);
      if (el.size === 4) duration = b.readFloatBE(0);
      else if (el.size === 8) duration = b.readDoubleBE(0);
    }
    off = el.data + el.size;
  }
  if (duration === null || !Number.isFinite(duration) || duration <= 0 || scale <= 0) return null;
  return (duration * scale) / 1e9;
}

// ------------------------------------------------------------------------------------------ entry point

/** The kind and duration of a video, or null when the bytes are no video we accept. */
export async function probeVideo(src: ByteSource): Promise<VideoProbe | null> {
  const kind = sniffVideo(await src.read(0, 16));
  if (!kind) return null;
  const durationSeconds = kind === 'webm' ? await ebmlDuration(src) : await isoDuration(src);
  return { kind, durationSeconds };
}

export const probeVideoFile = (file: string) => withFileSource(file, probeVideo);
