/**
 * images/* calls against the real app and database: photos decoded, turned upright and stripped of metadata,
 * thumbnails at their widths, the owner rule, the per-item limit, refusing wrong types, damaged files,
 * decompression bombs and oversized uploads (413, nothing written, memory flat), and videos checked for length
 * by reading their container.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { images, items, users } from '../../db/schema.ts';
import { updateSettings } from '../settings/settings.service.ts';
import { API_KEY, createTestApp, signUp, type TestApp, type TestUser } from '../../../test/support/app.ts';
import { makeCatalog, makeItem, type Catalog } from '../../../test/support/factories.ts';
import { buildMp4, buildWebm, decompressionBombPng, jpeg, jpegWithExif, png } from '../../../test/fixtures/media.ts';
import { hugeMultipart, upload, uploadStream } from '../../../test/fixtures/multipart.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let cat: Catalog;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  owner = await signUp(t);
  other = await signUp(t);
  cat = await makeCatalog(t);
  await updateSettings(t.deps.db, 'general', { item_approval: '0' });
});
afterAll(() => t.close());

const uploads = () => t.config.uploadsDir;
/** Every file under uploads/, relative. */
function storedFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(path.relative(uploads(), p));
    }
  };
  walk(uploads());
  return out.sort();
}
const tmpLeftovers = () => {
  const dir = path.join(t.config.dataDir, 'tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};
/** The request's temp directory goes when the request ends, a moment after the answer was sent. */
const expectNoTempFiles = () => vi.waitFor(() => expect(tmpLeftovers()).toEqual([]), { timeout: 2000, interval: 20 });
const imagesOf = (parentId: string) => t.deps.db.select().from(images).where(eq(images.imgParentId, parentId));

let item: Awaited<ReturnType<typeof makeItem>>;
beforeEach(async () => {
  item = await makeItem(t, cat, owner.id);
});

describe('POST images/upload_item', () => {
  it('stores an upright, metadata-free JPEG capped at 2048 px with thumbnails of 400/800/1200 px', async () => {
    const original = await jpegWithExif(3000, 2000); // stored landscape, shown portrait (orientation 6)
    expect(original.includes(Buffer.from('secret-owner'))).toBe(true);
    const r = await upload(t, 'images/upload_item', owner.token, { item_id: item.id, img_desc: 'front', ordering: '' }, { filename: 'car.jpg', data: original });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ img_parent_id: item.id, img_type: 'item', img_desc: 'front', ordering: '1', img_width: '1365', img_height: '2048' });
    expect(r.json.img_path).toMatch(/^img_[0-9a-z]{16}\.jpg$/);

    const stored = fs.readFileSync(path.join(uploads(), r.json.img_path));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1365, height: 2048 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(stored.includes(Buffer.from('WheeldealCam'))).toBe(false);

    for (const [folder, width] of [['thumbnail', 400], ['thumbnail2x', 800], ['thumbnail3x', 1200]] as const) {
      const thumb = await sharp(path.join(uploads(), folder, r.json.img_path)).metadata();
      expect(thumb.width, folder).toBe(width);
      expect(thumb.exif).toBeUndefined();
    }
    const row = (await imagesOf(item.id))[0]!;
    expect(row.byteSize).toBe(stored.length);
    await expectNoTempFiles();
  });

  it('re-encodes an image with transparency as WebP', async () => {
    const r = await upload(t, 'images/upload_item', owner.token, { item_id: item.id }, { filename: 'logo.png', data: await png(300, 200, true) });
    expect(r.status).toBe(200);
    expect(r.json.img_path).toMatch(/\.webp$/);
    expect((await sharp(path.join(uploads(), r.json.img_path)).metadata()).format).toBe('webp');
  });

  it('refuses another user\'s upload with 403 and writes nothing', async () => {
    const before = storedFiles();
    const r = await upload(t, 'images/upload_item', other.token, { item_id: item.id }, { filename: 'x.jpg', data: await jpeg(100, 100) });
    expect(r.status).toBe(403);
    expect(await imagesOf(item.id)).toHaveLength(0);
    expect(storedFiles()).toEqual(before);
    await expectNoTempFiles();
  });

  it('checks owner and quota on the fields before the file: a refused 2 GB upload is hardly read and never written', async () => {
    const stranger = hugeMultipart({ item_id: item.id }, 2 * 1024 * 1024 * 1024, await jpeg(10, 10));
    const denied = await uploadStream(t, 'images/upload_item', other.token, stranger.stream, stranger.contentType);
    stranger.stream.destroy();
    expect(denied.status).toBe(403);
    expect(denied.headers.connection).toBe('close');
    expect(stranger.pulled()).toBeLessThan(4 * 1024 * 1024);
    expect(tmpLeftovers()).toEqual([]);

    await updateSettings(t.deps.db, 'app_setting', { max_img_upload_of_item: '1' });
    try {
      expect((await upload(t, 'images/upload_item', owner.token, { item_id: item.id }, { filename: 'a.jpg', data: await jpeg(20, 20) })).status).toBe(200);
      // The accepted upload's temp directory goes a moment after its answer; the refused one below makes none.
      await expectNoTempFiles();
      const full = hugeMultipart({ item_id: item.id }, 2 * 1024 * 1024 * 1024, await jpeg(10, 10));
      const over = await uploadStream(t, 'images/upload_item', owner.token, full.stream, full.contentType);
      full.stream.destroy();
      expect(over.status).toBe(400);
      expect(over.json.message).toBe('You can upload at most 1 images for an item.');
      expect(full.pulled()).toBeLessThan(4 * 1024 * 1024);
      expect(tmpLeftovers()).toEqual([]);
    } finally {
      await updateSettings(t.deps.db, 'app_setting', { max_img_upload_of_item: '5' });
    }
  });

  it('refuses a field sent after the file (it could change what was checked) and a broken multipart body', async () => {
    const boundary = '----wdtest';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n`,
      (await jpeg(10, 10)).toString('latin1'),
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="item_id"\r\n\r\n${item.id}\r\n--${boundary}--\r\n`,
    ].join('');
    const late = await uploadStream(t, 'images/upload_item', owner.token, Readable.from([Buffer.from(body, 'latin1')]), `multipart/form-data; boundary=${boundary}`);
    expect(late.status).toBe(400);
    expect(late.json).toEqual({ status: 'error', message: 'The item_id field is required.' });

    const cut = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="item_id"\r\n\r\n${item.id}\r\n--${boundary}\r\nContent-Disposition: form-da`);
    const broken = await uploadStream(t, 'images/upload_item', owner.token, Readable.from([cut]), `multipart/form-data; boundary=${boundary}`);
    expect(broken.status).toBe(400);
    expect(broken.json).toEqual({ status: 'error', message: 'The upload is not a valid multipart/form-data request.' });
    const noBoundary = await uploadStream(t, 'images/upload_item', owner.token, Readable.from([cut]), 'multipart/form-data');
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.json.status).toBe('error');
    expect(await imagesOf(item.id)).toHaveLength(0);
    await expectNoTempFiles();
  });

  it('asks for a session before it reads a byte of the upload', async () => {
    const r = await upload(t, 'images/upload_item', undefined, { item_id: item.id }, { filename: 'x.jpg', data: await jpeg(10, 10) });
    expect(r.status).toBe(401);
    await expectNoTempFiles();
  });

  it('allows max_img_upload_of_item photos; a replacement (img_id) still works at the limit and removes the old files', async () => {
    await updateSettings(t.deps.db, 'app_setting', { max_img_upload_of_item: '2' });
    try {
      const a = await upload(t, 'images/upload_item', owner.token, { item_id: item.id }, { filename: 'a.jpg', data: await jpeg(200, 100) });
      const b = await upload(t, 'images/upload_item', owner.token, { item_id: item.id }, { filename: 'b.jpg', data: await jpeg(200, 100) });
      expect([a.status, b.status]).toEqual([200, 200]);
      const c = await upload(t, 'images/upload_item', owner.token, { item_id: item.id }, { filename: 'c.jpg', data: await jpeg(200, 100) });
      expect(c.status).toBe(400);
      expect(c.json.message).toBe('You can upload at most 2 images for an item.');

      const replaced = await upload(t, 'images/upload_item', owner.token, { item_id: item.id, img_id: a.json.img_id }, { filename: 'a2.jpg', data: await jpeg(300, 150) });
      expect(replaced.status).toBe(200);
      expect(replaced.json.img_id).toBe(a.json.img_id);
      expect(replaced.json.img_width).toBe('300');
      expect(await imagesOf(item.id)).toHaveLength(2);
      expect(fs.existsSync(path.join(uploads(), a.json.img_path))).toBe(false);
      expect(fs.existsSync(path.join(uploads(), 'thumbnail', a.json.img_path))).toBe(false);
      expect(fs.existsSync(path.join(uploads(), replaced.json.img_path))).toBe(true);
    } finally {
      await updateSettings(t.deps.db, 'app_setting', { max_img_upload_of_item: '5' });
    }
  });

  it('refuses files that are not images whatever their name says', async () => {
    const text = await upload(t, 'images/upload_item', owner.token, { item_id: item.id }, { filename: 'car.jpg', contentType: 'image/jpeg', data: Buffer.from('this is a text file, honestly') });
    expect(text.status).toBe(400);
    expect(text.json.message).toBe('This file type is not supported. Please upload a JPEG, PNG, WebP, HEIC or AVIF image.');
    const video = await upload(t, 'images/upload_item', owner.token, { item_id: item.id }, { filename: 'car.jpg', contentType: 'image/jpeg', data: buildMp4({ seconds: 3 }) });
    expect(video.status).toBe(400);
    expect(video.json.message).toMatch(/file type is not supported/);
    expect(await imagesOf(item.id)).toHaveLength(0);
  });

  it('refuses a truncated JPEG', async () => {
    const whole = await jpeg(800, 600);
    const r = await upload(t, 'images/upload_item', owner.token, { item_id: item.id }, { filename: 'cut.jpg', data: whole.subarray(0, Math.floor(whole.length / 2)) });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('The image could not be read. It may be damaged.');
    expect(await imagesOf(item.id)).toHaveLength(0);
  });

  it('refuses a 20000 × 20000 PNG decompression bomb from its header, without decoding it', async () => {
    const bomb = await decompressionBombPng();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 20000, height: 20000 });
    const rss = process.memoryUsage().rss;
    const r = await upload(t, 'images/upload_item', owner.token, { item_id: item.id }, { filename: 'bomb.png', data: bomb });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('The image is too large. The limit is 50 megapixels.');
    // Decoding 20000 × 20000 pixels would take 1.2 GB or more: a bounded memory use shows it was refused from the
    // header (no timing assertion: a slow machine must not fail this).
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);
    expect(await imagesOf(item.id)).toHaveLength(0);
  }, 60_000);

  it('cuts an upload over 15 MB off with 413 and writes nothing', async () => {
    const before = storedFiles();
    const big = Buffer.concat([await jpeg(10, 10), Buffer.alloc(15 * 1024 * 1024 + 10, 1)]);
    const r = await upload(t, 'images/upload_item', owner.token, { item_id: item.id }, { filename: 'big.jpg', data: big });
    expect(r.status).toBe(413);
    expect(r.json.message).toBe('The file is too large. The limit is 15 MB.');
    expect(r.headers.connection).toBe('close');
    expect(storedFiles()).toEqual(before);
    expect(await imagesOf(item.id)).toHaveLength(0);
    await expectNoTempFiles();
  });

  it('stops reading a 2 GB upload right after the limit, with flat memory', async () => {
    const huge = hugeMultipart({ item_id: item.id }, 2 * 1024 * 1024 * 1024, await jpeg(10, 10));
    const rss = process.memoryUsage().rss;
    const r = await uploadStream(t, 'images/upload_item', owner.token, huge.stream, huge.contentType);
    expect(r.status).toBe(413);
    expect(huge.pulled()).toBeLessThan(20 * 1024 * 1024);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
    huge.stream.destroy();
    await expectNoTempFiles();
  });

  it('answers 413 over a real connection after ~limit bytes of a 2 GB body and closes it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const huge = hugeMultipart({ item_id: item.id }, 2 * 1024 * 1024 * 1024, await jpeg(10, 10));
    const res = await new Promise<{ status?: number; body: string; connection?: string }>((resolve, reject) => {
      const req = http.request(
        { port, host: '127.0.0.1', method: 'POST', path: `/index.php/rest/images/upload_item/api_key/${API_KEY}`, headers: { 'content-type': huge.contentType, authorization: `Bearer ${owner.token}` } },
        (r) => {
          let body = '';
          r.on('data', (c) => (body += c));
          r.on('end', () => resolve({ status: r.statusCode, body, connection: r.headers.connection }));
        },
      );
      req.on('error', reject);
      huge.stream.pipe(req);
    });
    huge.stream.destroy();
    expect(res.status).toBe(413);
    expect(res.connection).toBe('close');
    expect(JSON.parse(res.body).message).toBe('The file is too large. The limit is 15 MB.');
    expect(huge.pulled()).toBeLessThan(64 * 1024 * 1024);
    await expectNoTempFiles();
  }, 60_000);

  it('sends a live listing back to moderation when approval is on', async () => {
    await updateSettings(t.deps.db, 'general', { item_approval: '1' });
    try {
      const r = await upload(t, 'images/upload_item', owner.token, { item_id: item.id }, { filename: 'a.jpg', data: await jpeg(50, 50) });
      expect(r.status).toBe(200);
      const [row] = await t.deps.db.select({ status: items.status }).from(items).where(eq(items.id, item.id));
      expect(row!.status).toBe(0);
    } finally {
      await updateSettings(t.deps.db, 'general', { item_approval: '0' });
    }
  });
});

describe('POST images/reorder_image and images/delete_item_image', () => {
  it('reorders the owner\'s photos (bare array or {images}) and refuses anyone else', async () => {
    const a = await upload(t, 'images/upload_item', owner.token, { item_id: item.id }, { filename: 'a.jpg', data: await jpeg(60, 40) });
    const b = await upload(t, 'images/upload_item', owner.token, { item_id: item.id }, { filename: 'b.jpg', data: await jpeg(60, 40) });
    const body = [
      { img_id: a.json.img_id, ordering: '2' },
      { img_id: b.json.img_id, ordering: '1' },
    ];
    const denied = await t.post('images/reorder_image', body, { token: other.token });
    expect(denied.status).toBe(403);
    expect((await imagesOf(item.id)).find((i) => i.id === a.json.img_id)!.ordering).toBe(1);

    const r = await t.post('images/reorder_image', body, { token: owner.token });
    expect(r.status).toBe(200);
    expect(r.json.map((i: { img_id: string }) => i.img_id)).toEqual([b.json.img_id, a.json.img_id]);
    const wrapped = await t.post('images/reorder_image', { images: [{ img_id: a.json.img_id, ordering: 0 }] }, { token: owner.token });
    expect(wrapped.json[0].img_id).toBe(a.json.img_id);
  });

  it('deletes a photo with its files for the owner only', async () => {
    const a = await upload(t, 'images/upload_item', owner.token, { item_id: item.id }, { filename: 'a.jpg', data: await jpeg(60, 40) });
    const denied = await t.post('images/delete_item_image', { img_id: a.json.img_id }, { token: other.token });
    expect(denied.status).toBe(403);
    expect(fs.existsSync(path.join(uploads(), a.json.img_path))).toBe(true);
    const r = await t.post('images/delete_item_image', { img_id: a.json.img_id }, { token: owner.token });
    expect(r.json).toEqual({ status: 'success', message: 'Successfully Deleted' });
    expect(await imagesOf(item.id)).toHaveLength(0);
    for (const key of [a.json.img_path, `thumbnail/${a.json.img_path}`, `thumbnail3x/${a.json.img_path}`]) expect(fs.existsSync(path.join(uploads(), key)), key).toBe(false);
  });
});

describe('POST images/video_upload, upload_video_icon, delete_video_and_icon', () => {
  it('accepts a 10 s MP4, refuses a 61 s one, and keeps one video per item', async () => {
    const ok = await upload(t, 'images/video_upload', owner.token, { item_id: item.id }, { filename: 'clip.mp4', data: buildMp4({ seconds: 10, mdatBytes: 4096 }) });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ img_type: 'item-video', img_parent_id: item.id });
    expect(ok.json.img_path).toMatch(/\.mp4$/);
    expect(fs.existsSync(path.join(uploads(), ok.json.img_path))).toBe(true);

    const long = await upload(t, 'images/video_upload', owner.token, { item_id: item.id }, { filename: 'long.mp4', data: buildMp4({ seconds: 61, moovLast: true }) });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('The video must be shorter than one minute.');
    const sixty = await upload(t, 'images/video_upload', owner.token, { item_id: item.id }, { filename: 'sixty.webm', data: buildWebm({ seconds: 60 }) });
    expect(sixty.status).toBe(400);

    const webm = await upload(t, 'images/video_upload', owner.token, { item_id: item.id }, { filename: 'clip.webm', data: buildWebm({ seconds: 10 }) });
    expect(webm.status).toBe(200);
    expect(webm.json.img_path).toMatch(/\.webm$/);
    const videos = (await imagesOf(item.id)).filter((i) => i.imgType === 'item-video');
    expect(videos).toHaveLength(1);
    expect(videos[0]!.durationSeconds).toBe(10);
    expect(fs.existsSync(path.join(uploads(), ok.json.img_path))).toBe(false);
  });

  it('refuses a valid MP4 header followed by 50 MB of junk, and a truncated MP4 or WebM, leaving nothing behind', async () => {
    const before = storedFiles();
    const padded = hugeMultipart({ item_id: item.id }, 50 * 1024 * 1024, buildMp4({ seconds: 5 }));
    const r = await uploadStream(t, 'images/video_upload', owner.token, padded.stream, padded.contentType);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('The video file is damaged or incomplete.');
    const mp4 = buildMp4({ seconds: 5, mdatBytes: 4096 });
    const webm = buildWebm({ seconds: 5 });
    for (const [name, data] of [['cut.mp4', mp4.subarray(0, mp4.length - 100)], ['cut.webm', webm.subarray(0, webm.length - 10)], ['head.mp4', mp4.subarray(0, 14)]] as const) {
      const cut = await upload(t, 'images/video_upload', owner.token, { item_id: item.id }, { filename: name, data });
      expect(cut.status, name).toBe(400);
      expect(cut.json.message, name).toBe('The video file is damaged or incomplete.');
    }
    expect(storedFiles()).toEqual(before);
    expect(await imagesOf(item.id)).toHaveLength(0);
    await expectNoTempFiles();
  }, 60_000);

  it('refuses a video of unknown length, an image posing as a video, and other people', async () => {
    const unknown = await upload(t, 'images/video_upload', owner.token, { item_id: item.id }, { filename: 'live.webm', data: buildWebm({ seconds: null }) });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/could not read the length/);
    const fake = await upload(t, 'images/video_upload', owner.token, { item_id: item.id }, { filename: 'x.mp4', data: await jpeg(20, 20) });
    expect(fake.status).toBe(400);
    expect(fake.json.message).toBe('This file type is not supported. Please upload an MP4, WebM or MOV video.');
    const denied = await upload(t, 'images/video_upload', other.token, { item_id: item.id }, { filename: 'c.mp4', data: buildMp4({ seconds: 5 }) });
    expect(denied.status).toBe(403);
    expect(await imagesOf(item.id)).toHaveLength(0);
  });

  it('uploads the poster image and deletes video and poster together', async () => {
    const video = await upload(t, 'images/video_upload', owner.token, { item_id: item.id }, { filename: 'clip.mov', data: buildMp4({ seconds: 20, brand: 'qt  ' }) });
    expect(video.json.img_path).toMatch(/\.mov$/);
    const icon = await upload(t, 'images/upload_video_icon', owner.token, { item_id: item.id }, { filename: 'poster.jpg', data: await jpeg(640, 360) });
    expect(icon.status).toBe(200);
    expect(icon.json.img_type).toBe('item-video-icon');
    const read = await t.get(`items/get/id/${item.id}`, { token: owner.token });
    expect(read.json.default_video.img_id).toBe(video.json.img_id);
    expect(read.json.default_video_icon.img_id).toBe(icon.json.img_id);

    expect((await t.post('images/delete_video_and_icon', { item_id: item.id }, { token: other.token })).status).toBe(403);
    const r = await t.post('images/delete_video_and_icon', { item_id: item.id }, { token: owner.token });
    expect(r.json.status).toBe('success');
    expect(await imagesOf(item.id)).toHaveLength(0);
    expect(fs.existsSync(path.join(uploads(), video.json.img_path))).toBe(false);
    expect(fs.existsSync(path.join(uploads(), icon.json.img_path))).toBe(false);
  });

  it('deletes video and poster by the img_id the original clients send', async () => {
    const video = await upload(t, 'images/video_upload', owner.token, { item_id: item.id }, { filename: 'clip.mp4', data: buildMp4({ seconds: 8 }) });
    const icon = await upload(t, 'images/upload_video_icon', owner.token, { item_id: item.id }, { filename: 'poster.jpg', data: await jpeg(320, 180) });
    expect((await t.post('images/delete_video_and_icon', { img_id: video.json.img_id }, { token: other.token })).status).toBe(403);
    expect(await imagesOf(item.id)).toHaveLength(2);

    const r = await t.post('images/delete_video_and_icon', { img_id: video.json.img_id }, { token: owner.token });
    expect(r.status).toBe(200);
    expect(r.json.status).toBe('success');
    expect(await imagesOf(item.id)).toHaveLength(0);
    expect(fs.existsSync(path.join(uploads(), video.json.img_path))).toBe(false);
    expect(fs.existsSync(path.join(uploads(), icon.json.img_path))).toBe(false);

    const poster = await upload(t, 'images/upload_video_icon', owner.token, { item_id: item.id }, { filename: 'poster.jpg', data: await jpeg(320, 180) });
    expect((await t.post('images/delete_video_and_icon', { img_id: poster.json.img_id, item_id: item.id }, { token: owner.token })).status).toBe(200);
    expect(await imagesOf(item.id)).toHaveLength(0);
  });

  it('refuses an img_id that is no video of the item, and a body with neither id', async () => {
    const photo = await upload(t, 'images/upload_item', owner.token, { item_id: item.id }, { filename: 'p.jpg', data: await jpeg(100, 100) });
    const notVideo = await t.post('images/delete_video_and_icon', { img_id: photo.json.img_id }, { token: owner.token });
    expect(notVideo.status).toBe(400);
    expect(notVideo.json.message).toBe('The img_id field is not valid.');
    expect(await imagesOf(item.id)).toHaveLength(1);

    const video = await upload(t, 'images/video_upload', owner.token, { item_id: item.id }, { filename: 'clip.mp4', data: buildMp4({ seconds: 8 }) });
    const otherItem = await makeItem(t, cat, owner.id);
    const mismatch = await t.post('images/delete_video_and_icon', { img_id: video.json.img_id, item_id: otherItem.id }, { token: owner.token });
    expect(mismatch.status).toBe(400);
    expect((await t.post('images/delete_video_and_icon', { img_id: 'img_missing' }, { token: owner.token })).status).toBe(400);
    const neither = await t.post('images/delete_video_and_icon', {}, { token: owner.token });
    expect(neither.status).toBe(400);
    expect(neither.json.message).toBe('The item_id field is required.');
    expect(await imagesOf(item.id)).toHaveLength(2);
  });
});

describe('POST images/upload (profile and cover photo)', () => {
  it('sets the profile photo, or the cover photo with img_type cover, and answers the User', async () => {
    const r = await upload(t, 'images/upload', owner.token, { user_id: owner.id }, { filename: 'me.png', data: await png(500, 500) });
    expect(r.status).toBe(200);
    expect(r.json.user_id).toBe(owner.id);
    expect(r.json.user_profile_photo).toMatch(/^img_.*\.jpg$/);
    const cover = await upload(t, 'images/upload', owner.token, { user_id: owner.id, img_type: 'cover' }, { filename: 'cover.jpg', data: await jpeg(1600, 400) });
    expect(cover.json.user_cover_photo).toMatch(/^img_.*\.jpg$/);
    expect(cover.json.user_profile_photo).toBe(r.json.user_profile_photo);

    const again = await upload(t, 'images/upload', owner.token, { user_id: owner.id }, { filename: 'me2.jpg', data: await jpeg(300, 300) });
    expect(fs.existsSync(path.join(uploads(), r.json.user_profile_photo))).toBe(false);
    const rows = await t.deps.db.select().from(images).where(and(eq(images.imgParentId, owner.id), eq(images.imgType, 'profile')));
    expect(rows.map((i) => i.imgPath)).toEqual([again.json.user_profile_photo]);
  });

  it('keeps one profile photo when two uploads race', async () => {
    const racer = await signUp(t);
    const [a, b] = await Promise.all([
      upload(t, 'images/upload', racer.token, {}, { filename: 'a.jpg', data: await jpeg(120, 120) }),
      upload(t, 'images/upload', racer.token, {}, { filename: 'b.jpg', data: await jpeg(140, 140) }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const rows = await t.deps.db.select().from(images).where(and(eq(images.imgParentId, racer.id), eq(images.imgType, 'profile')));
    expect(rows).toHaveLength(1);
    const [u] = await t.deps.db.select({ p: users.userProfilePhoto }).from(users).where(eq(users.id, racer.id));
    expect(u!.p).toBe(rows[0]!.imgPath);
  });

  it('refuses to change somebody else\'s photo', async () => {
    const r = await upload(t, 'images/upload', other.token, { user_id: owner.id }, { filename: 'x.jpg', data: await jpeg(50, 50) });
    expect(r.status).toBe(403);
    const [u] = await t.deps.db.select({ p: users.userProfilePhoto }).from(users).where(eq(users.id, other.id));
    expect(u!.p).toBe('');
  });
});
