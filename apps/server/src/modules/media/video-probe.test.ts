/** The container parser, on minimal MP4/MOV/WebM byte buffers built in the test (no binary fixtures, no ffmpeg). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildMp4, buildWebm } from '../../../test/fixtures/media.ts';
import { bufferSource, probeVideo, probeVideoFile, sniffVideo } from './video-probe.ts';

const probe = (b: Buffer) => probeVideo(bufferSource(b));

describe('MP4 / MOV duration (moov/mvhd)', () => {
  it('reads timescale and duration of a version-0 mvhd', async () => {
    expect(await probe(buildMp4({ seconds: 10 }))).toEqual({ kind: 'mp4', durationSeconds: 10, intact: true });
    expect((await probe(buildMp4({ seconds: 59.5, timescale: 90000 })))!.durationSeconds).toBeCloseTo(59.5, 5);
  });

  it('reads a version-1 (64-bit) mvhd and a moov placed after mdat', async () => {
    expect((await probe(buildMp4({ seconds: 75, version: 1, moovLast: true, mdatBytes: 5000 })))!.durationSeconds).toBe(75);
  });

  it('recognises QuickTime by its brand and fragmented files by mvex/mehd', async () => {
    expect(await probe(buildMp4({ seconds: 12, brand: 'qt  ' }))).toEqual({ kind: 'mov', durationSeconds: 12, intact: true });
    expect((await probe(buildMp4({ seconds: 30, fragmented: true })))!.durationSeconds).toBe(30);
  });

  it('answers an unknown duration when mvhd says 0, and a damaged file when moov is missing', async () => {
    expect((await probe(buildMp4({ seconds: 0 })))!.durationSeconds).toBeNull();
    const noMoov = buildMp4({ seconds: 5 }).subarray(0, 20);
    expect(await probe(noMoov)).toEqual({ kind: 'mp4', durationSeconds: null, intact: false });
  });

  it('survives lying box sizes without looping or throwing, and calls the file damaged', async () => {
    const b = buildMp4({ seconds: 5 });
    b.writeUInt32BE(0xfffffff0, 28); // moov (after the 28-byte ftyp) claims to be 4 GB
    expect(await probe(b)).toMatchObject({ durationSeconds: null, intact: false });
    const zero = buildMp4({ seconds: 5 });
    zero.writeUInt32BE(3, 28); // smaller than its own header
    expect(await probe(zero)).toMatchObject({ durationSeconds: null, intact: false });
  });

  it('walks the whole file: a truncated file, junk after the last box, or junk inside mdat is damaged', async () => {
    const whole = buildMp4({ seconds: 5, mdatBytes: 10_000 });
    for (const cut of [whole.length - 1, whole.length - 5000, 40, 17]) {
      expect((await probe(whole.subarray(0, cut)))!.intact, `cut at ${cut}`).toBe(false);
    }
    expect((await probe(Buffer.concat([whole, Buffer.alloc(1024 * 1024, 0x41)])))!.intact).toBe(false);
    expect((await probe(Buffer.concat([whole, Buffer.alloc(1024 * 1024)])))!.intact).toBe(false);
    expect((await probe(buildMp4({ seconds: 5, mdatBytes: 10_000, unlistedBytes: 1024 * 1024 })))!.intact).toBe(false);
    expect((await probe(buildMp4({ seconds: 5, mdatBytes: 10_000, moovLast: true })))!.intact).toBe(true);
  });

  it('takes the longest of the movie header and the tracks when they disagree', async () => {
    expect(await probe(buildMp4({ seconds: 10, trackSeconds: 600 }))).toMatchObject({ durationSeconds: 600, intact: true });
  });
});

describe('WebM / Matroska duration (Segment/Info)', () => {
  it('multiplies Duration by TimecodeScale (8- and 4-byte floats)', async () => {
    expect(await probe(buildWebm({ seconds: 10 }))).toEqual({ kind: 'webm', durationSeconds: 10, intact: true });
    expect((await probe(buildWebm({ seconds: 61, float32: true, timecodeScale: 1_000_000 })))!.durationSeconds).toBeCloseTo(61, 3);
    expect((await probe(buildWebm({ seconds: 42, timecodeScale: 100_000 })))!.durationSeconds).toBeCloseTo(42, 6);
  });

  it('handles an unknown-size Segment and reports a missing Duration as unknown', async () => {
    expect(await probe(buildWebm({ seconds: 8, unknownSegmentSize: true }))).toEqual({ kind: 'webm', durationSeconds: 8, intact: true });
    expect((await probe(buildWebm({ seconds: null })))!.durationSeconds).toBeNull();
  });

  it('walks every element to the end: truncation or junk after the Segment is damaged', async () => {
    const whole = buildWebm({ seconds: 8 });
    for (const cut of [whole.length - 1, whole.length - 20, 30, 5]) {
      expect((await probe(whole.subarray(0, cut)))!.intact, `cut at ${cut}`).toBe(false);
    }
    expect((await probe(Buffer.concat([whole, Buffer.alloc(64 * 1024, 0x41)])))!.intact).toBe(false);
    expect((await probe(Buffer.concat([whole, Buffer.alloc(64 * 1024)])))!.intact).toBe(false);
    // In an unknown-size Segment the junk becomes part of the last cluster, whose children then do not fit.
    const live = buildWebm({ seconds: 8, unknownSegmentSize: true });
    expect((await probe(Buffer.concat([live, Buffer.alloc(64 * 1024, 0x41)])))!.intact).toBe(false);
  });

  it('believes a cluster timestamp over a shorter Duration in the header', async () => {
    expect(await probe(buildWebm({ seconds: 8, lastClusterSeconds: 300 }))).toMatchObject({ durationSeconds: 300, intact: true });
  });
});

describe('sniffing', () => {
  it('refuses images in ISO BMFF (HEIC/AVIF), text and JPEG bytes', async () => {
    const heic = buildMp4({ seconds: 1, brand: 'heic' });
    expect(sniffVideo(heic)).toBeNull();
    expect(await probe(Buffer.from('just some text, not a video at all'))).toBeNull();
    expect(await probe(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]))).toBeNull();
  });

  it('reads from a file through small reads', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-probe-'));
    try {
      const f = path.join(dir, 'clip.mp4');
      fs.writeFileSync(f, buildMp4({ seconds: 9, moovLast: true, mdatBytes: 200_000 }));
      expect(await probeVideoFile(f)).toEqual({ kind: 'mp4', durationSeconds: 9, intact: true });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
