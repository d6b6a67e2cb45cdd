/**
 * What kind of video a file is, how long it plays, and whether its container holds together from the first byte
 * to the last, read from the container itself (no ffmpeg):
 *   - MP4 / MOV (ISO BMFF, QuickTime): the box tree is walked to the end of the file (every box inside its parent,
 *     the top level ending exactly at the end of the file, one moov with its header and at least one track, media
 *     data present); the duration is the
 *     longest of moov/mvhd (moov/mvex/mehd for fragmented files) and each track's mdhd; and the sample sizes of
 *     the tracks (stsz) must account for the media data, so a valid header followed by megabytes of junk is not
 *     a video.
 *   - WebM / Matroska (EBML): every element from the EBML header to the end of the file, clusters and their
 *     blocks included, has a size that fits its parent; the duration is the longest of Segment/Info Duration ×
 *     TimecodeScale and the last cluster's timestamp.
 * Only box and element headers are read, through a byte source, so a 100 MB file costs small reads.
 */
import fs from 'node:fs';

export type VideoKind = 'mp4' | 'mov' | 'webm';

export interface VideoProbe {
  kind: VideoKind;
  /** Seconds, or null when the container does not say. */
  durationSeconds: number | null;
  /** The container is consistent from the first byte to the last (false: truncated, damaged or padded). */
  intact: boolean;
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

/** A box type is four printable characters (© appears in QuickTime metadata). */
const BOX_TYPE = /^[\x20-\x7e\xa9]{4}$/;

async function readBox(src: ByteSource, offset: number, limit: number): Promise<Box | null> {
  if (offset + 8 > limit) return null;
  const h = await src.read(offset, 16);
  if (h.length < 8) return null;
  let size = h.readUInt32BE(0);
  const type = h.toString('latin1', 4, 8);
  if (!BOX_TYPE.test(type)) return null;
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

/** Boxes that hold only boxes: walked, so each child must fit. */
const ISO_CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'mvex', 'moof', 'traf', 'mfra']);
const MAX_BOXES = 200_000;

interface IsoTree {
  /** Every box of the walked tree by type, in file order. */
  byType: Map<string, Box[]>;
  /** Boxes of each trak, keyed by the trak's start. */
  tracks: Box[];
}

/** Walks the box tree from `from` to `to`; the children must tile the range exactly. Null when they do not. */
async function walkIso(src: ByteSource, from: number, to: number, tree: IsoTree, count: { n: number }): Promise<boolean> {
  let off = from;
  while (off < to) {
    if (++count.n > MAX_BOXES) return false;
    const box = await readBox(src, off, to);
    if (!box) return false;
    const list = tree.byType.get(box.type) ?? [];
    list.push(box);
    tree.byType.set(box.type, list);
    if (box.type === 'trak') tree.tracks.push(box);
    if (ISO_CONTAINERS.has(box.type) && !(await walkIso(src, box.body, box.end, tree, count))) return false;
    off = box.end;
  }
  return off === to;
}

const within = (inner: Box, outer: Box) => inner.start >= outer.body && inner.end <= outer.end;

/** Duration in seconds of a full box with (v0) 32-bit or (v1) 64-bit times at the same places: mvhd and mdhd. */
async function fullBoxDuration(src: ByteSource, box: Box): Promise<number | null> {
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
async function mehdDuration(src: ByteSource, mvhd: Box, mehd: Box): Promise<number | null> {
  const head = await src.read(mvhd.body, 24);
  const b = await src.read(mehd.body, 12);
  if (head.length < 24 || b.length < 8) return null;
  const timescale = head[0] === 1 ? head.readUInt32BE(20) : head.readUInt32BE(12);
  if (b[0] === 1 && b.length < 12) return null;
  const duration = b[0] === 1 ? Number(b.readBigUInt64BE(4)) : b.readUInt32BE(4);
  return timescale && duration ? duration / timescale : null;
}

/** The bytes of the samples a stsz box lists (null when the box is damaged). */
async function sampleBytes(src: ByteSource, stsz: Box): Promise<number | null> {
  const h = await src.read(stsz.body, 12);
  if (h.length < 12) return null;
  const fixed = h.readUInt32BE(4);
  const count = h.readUInt32BE(8);
  if (fixed !== 0) return fixed * count;
  if (stsz.body + 12 + count * 4 > stsz.end) return null;
  let total = 0;
  const CHUNK = 16_384;
  for (let i = 0; i < count; i += CHUNK) {
    const n = Math.min(CHUNK, count - i);
    const b = await src.read(stsz.body + 12 + i * 4, n * 4);
    for (let j = 0; j < n; j++) total += b.readUInt32BE(j * 4);
  }
  return total;
}

async function probeIso(src: ByteSource): Promise<{ durationSeconds: number | null; intact: boolean }> {
  const tree: IsoTree = { byType: new Map(), tracks: [] };
  const walked = await walkIso(src, 0, src.size, tree, { n: 0 });
  const all = (type: string) => tree.byType.get(type) ?? [];
  const moov = all('moov');
  const mvhd = moov.length === 1 ? all('mvhd').find((b) => within(b, moov[0]!)) : undefined;
  const durations: number[] = [];
  if (mvhd) {
    const movie = await fullBoxDuration(src, mvhd);
    const mehd = all('mehd')[0];
    const fragmented = movie === null && mehd ? await mehdDuration(src, mvhd, mehd) : null;
    if (movie !== null) durations.push(movie);
    if (fragmented !== null) durations.push(fragmented);
  }
  // A track may say it plays longer than the movie header claims: the longest wins.
  if (durations.length) {
    for (const mdhd of all('mdhd')) {
      const d = await fullBoxDuration(src, mdhd);
      if (d !== null) durations.push(d);
    }
  }
  const durationSeconds = durations.length ? Math.max(...durations) : null;

  let intact = walked && moov.length === 1 && mvhd !== undefined && all('mdat').length > 0;
  if (tree.tracks.length === 0) intact = false;
  // Fragmented files list their samples in moof/traf/trun, and stz2 (compact sizes) is rare: both skip this.
  if (intact && all('mvex').length === 0 && all('stz2').length === 0) {
    // The samples the tracks list must be the media data, within what muxers leave as padding.
    const mediaBytes = all('mdat').reduce((n, b) => n + (b.end - b.body), 0);
    let samples = 0;
    for (const stsz of all('stsz')) {
      const bytes = await sampleBytes(src, stsz);
      if (bytes === null) {
        intact = false;
        break;
      }
      samples += bytes;
    }
    if (samples > mediaBytes || mediaBytes - samples > Math.max(64 * 1024, mediaBytes * 0.02)) intact = false;
  }
  return { durationSeconds, intact };
}

// ------------------------------------------------------------------------------------------ EBML (WebM/Matroska)

const EBML = {
  header: 0x1a45dfa3,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
};
/** Level-1 elements (children of the Segment): one of them ends a cluster of unknown size. */
const SEGMENT_CHILDREN = new Set([0x114d9b74, 0x1549a966, 0x1654ae6b, 0x1f43b675, 0x1c53bb6b, 0x1941a469, 0x1043a770, 0x1254c367]);
const MAX_ELEMENTS = 500_000;

interface Element {
  id: number;
  start: number;
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
  if (!allOnes && data + size > limit) return null;
  return { id, start: offset, data, size: allOnes ? null : size };
}

function readUint(b: Buffer): number {
  let n = 0;
  for (const byte of b) n = n * 256 + byte;
  return n;
}

interface EbmlState {
  count: number;
  scale: number;
  infoDuration: number | null;
  /** The largest cluster timestamp, in ticks. */
  lastCluster: number;
}

async function readInfo(src: ByteSource, from: number, to: number, st: EbmlState): Promise<boolean> {
  let off = from;
  while (off < to) {
    if (++st.count > MAX_ELEMENTS) return false;
    const el = await readElement(src, off, to);
    if (!el || el.size === null) return false;
    if (el.id === EBML.timecodeScale && el.size >= 1 && el.size <= 8) st.scale = readUint(await src.read(el.data, el.size));
    if (el.id === EBML.duration) {
      const b = await src.read(el.data, el.size);
      if (el.size === 4) st.infoDuration = b.readFloatBE(0);
      else if (el.size === 8) st.infoDuration = b.readDoubleBE(0);
    }
    off = el.data + el.size;
  }
  return off === to;
}

/** Walks a cluster's children from `from`; a known-size cluster ends at `to`, an unknown-size one at the next
 * level-1 element or the end of its parent. Answers where the cluster ended, or null when it is damaged. */
async function walkCluster(src: ByteSource, from: number, to: number, known: boolean, st: EbmlState): Promise<number | null> {
  let off = from;
  while (off < to) {
    if (++st.count > MAX_ELEMENTS) return null;
    const el = await readElement(src, off, to);
    if (!el) return null;
    if (!known && SEGMENT_CHILDREN.has(el.id)) return off;
    if (el.size === null) return null;
    if (el.id === EBML.clusterTimecode && el.size >= 1 && el.size <= 8) st.lastCluster = Math.max(st.lastCluster, readUint(await src.read(el.data, el.size)));
    off = el.data + el.size;
  }
  return off === to ? off : null;
}

/** Walks the Segment's children to `to`. */
async function walkSegment(src: ByteSource, from: number, to: number, st: EbmlState): Promise<boolean> {
  let off = from;
  while (off < to) {
    if (++st.count > MAX_ELEMENTS) return false;
    const el = await readElement(src, off, to);
    if (!el) return false;
    if (el.id === EBML.cluster) {
      const end = await walkCluster(src, el.data, el.size === null ? to : el.data + el.size, el.size !== null, st);
      if (end === null) return false;
      off = end;
      continue;
    }
    if (el.size === null) return false;
    if (el.id === EBML.info && !(await readInfo(src, el.data, el.data + el.size, st))) return false;
    off = el.data + el.size;
  }
  return off === to;
}

async function probeEbml(src: ByteSource): Promise<{ durationSeconds: number | null; intact: boolean }> {
  const st: EbmlState = { count: 0, scale: 1_000_000, infoDuration: null, lastCluster: 0 };
  const header = await readElement(src, 0, src.size);
  let intact = header !== null && header.id === EBML.header && header.size !== null;
  let segments = 0;
  let off = header && header.size !== null ? header.data + header.size : src.size;
  // The top level: the Segment, with Void elements or the like around it, and nothing else to the end.
  while (intact && off < src.size) {
    if (++st.count > MAX_ELEMENTS) {
      intact = false;
      break;
    }
    const el = await readElement(src, off, src.size);
    if (!el) {
      intact = false;
      break;
    }
    const end = el.size === null ? src.size : el.data + el.size;
    if (el.id === EBML.segment) {
      segments++;
      if (!(await walkSegment(src, el.data, end, st))) intact = false;
    } else if (el.size === null) {
      intact = false;
    }
    off = end;
  }
  if (segments !== 1) intact = false;
  const durations: number[] = [];
  if (st.scale > 0 && st.infoDuration !== null && Number.isFinite(st.infoDuration) && st.infoDuration > 0) durations.push((st.infoDuration * st.scale) / 1e9);
  // A cluster that starts later than the header says the video lasts: the header lies; the clusters win.
  if (durations.length && st.lastCluster > 0) durations.push((st.lastCluster * st.scale) / 1e9);
  return { durationSeconds: durations.length ? Math.max(...durations) : null, intact };
}

// ------------------------------------------------------------------------------------------ entry point

/** The kind, duration and integrity of a video, or null when the bytes are no video we accept. */
export async function probeVideo(src: ByteSource): Promise<VideoProbe | null> {
  const kind = sniffVideo(await src.read(0, 16));
  if (!kind) return null;
  const { durationSeconds, intact } = kind === 'webm' ? await probeEbml(src) : await probeIso(src);
  return { kind, durationSeconds, intact };
}

export const probeVideoFile = (file: string) => withFileSource(file, probeVideo);
