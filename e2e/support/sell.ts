/**
 * Selling helpers of the browser tests: test photos made in memory, posting a listing through the item entry
 * form (`postListingThroughForm`, e.g. for an approval journey), and creating one straight through the API
 * (`createListingViaApi`) when a test is about what happens to a listing afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

const API = '/index.php/rest';
const KEY = 'api_key/teampsisthebest';

// ------------------------------------------------------------------------------------------ test images

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small striped PNG of one colour (valid enough for the server's image processing). */
export function testPng(rgb: [number, number, number], width = 320, height = 240): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = (x + y) % 40 < 20 ? 1 : 0.8;
      const at = y * row + 1 + x * 3;
      raw[at] = Math.round(rgb[0] * shade);
      raw[at + 1] = Math.round(rgb[1] * shade);
      raw[at + 2] = Math.round(rgb[2] * shade);
    }
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), pngChunk('IHDR', header), pngChunk('IDAT', zlib.deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}

export const TEST_PHOTOS = [
  { name: 'front.png', mimeType: 'image/png', buffer: testPng([30, 80, 200]) },
  { name: 'side.png', mimeType: 'image/png', buffer: testPng([200, 70, 40]) },
];

/**
 * A real, decodable 3-second VP9 WebM (320×180, 22 KB), so the browser can read its duration and draw its poster
 * frame. Made once with Debian's ffmpeg:
 *   ffmpeg -f lavfi -i "testsrc2=size=320x180:rate=10:duration=3" -c:v libvpx-vp9 -b:v 60k -pix_fmt yuv420p walkaround-3s.webm
 */
export const TEST_VIDEO = {
  name: 'walkaround.webm',
  mimeType: 'video/webm',
  buffer: fs.readFileSync(path.join(process.cwd(), 'e2e', 'fixtures', 'walkaround-3s.webm')),
};

// ------------------------------------------------------------------------------------------ through the form

export interface ListingInput {
  title: string;
  subtitle?: string;
  description?: string;
  price?: string;
  photos?: typeof TEST_PHOTOS;
  video?: typeof TEST_VIDEO;
}

/**
 * Posts a listing through /item-entry as the logged-in user, step by step, and waits for the answer: the
 * "Submitted for review" panel when approval is on (the default), or the item page when it is off.
 */
export async function postListingThroughForm(page: Page, input: ListingInput): Promise<void> {
  await page.goto('/item-entry');
  const form = page.getByRole('form', { name: /Post a listing/ });
  await expect(form).toBeVisible();
  const next = () => form.getByRole('button', { name: 'Next' }).click();

  // 1 Photos
  await page.getByLabel('Choose photos').setInputFiles(input.photos ?? TEST_PHOTOS);
  await expect(form.getByRole('group', { name: /^Cover, position 1/ })).toBeVisible();
  if (input.video) {
    await form.locator('input[type="file"][accept*="video"]').setInputFiles(input.video);
    await expect(form.getByText('Video added')).toBeVisible();
    await expect(form.getByText(/^Length \d+:\d\d$/)).toBeVisible();
  }
  await next();

  // 2 Vehicle: the brand opens after the category, the model after the brand.
  await form.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ index: 1 });
  await expect(form.getByRole('combobox', { name: 'Brand', exact: true })).toBeEnabled();
  await expect(form.getByRole('combobox', { name: 'Brand', exact: true }).locator('option')).not.toHaveCount(1);
  await form.getByRole('combobox', { name: 'Brand', exact: true }).selectOption({ index: 1 });
  await expect(form.getByRole('combobox', { name: 'Model', exact: true }).locator('option')).not.toHaveCount(1);
  await form.getByRole('combobox', { name: 'Model', exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Kilometres driven').fill('42000');
  await next();

  // 3 Details
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(input.title);
  await form.getByRole('textbox', { name: 'Subtitle', exact: true }).fill(input.subtitle ?? 'One owner, garage kept');
  await form.getByRole('textbox', { name: 'Description', exact: true }).fill(input.description ?? 'Serviced every year, new tyres, no accidents, all papers ready for transfer.');
  await form.getByRole('combobox', { name: 'Tag', exact: true }).selectOption({ index: 1 });
  await form.getByRole('combobox', { name: 'Listing type', exact: true }).selectOption({ index: 1 });
  await form.getByRole('group', { name: 'Condition' }).getByRole('radio').first().check();
  await next();

  // 4 Price and deal
  await form.getByRole('textbox', { name: 'Price', exact: true }).fill(input.price ?? '15900');
  await form.getByRole('group', { name: 'Price type' }).getByRole('radio').first().check();
  await form.getByRole('group', { name: 'Deal option' }).getByRole('radio').first().check();
  await next();

  // 5 Location: the township opens after the location.
  await form.getByRole('combobox', { name: 'Location', exact: true }).selectOption({ index: 1 });
  await expect(form.getByRole('combobox', { name: 'Township', exact: true }).locator('option')).not.toHaveCount(1);
  await form.getByRole('combobox', { name: 'Township', exact: true }).selectOption({ index: 1 });
  await next();

  // 6 Review and submit
  await expect(form.getByRole('heading', { name: 'Check and submit' })).toBeVisible();
  await form.getByRole('button', { name: 'Submit listing' }).click();
}

// ------------------------------------------------------------------------------------------ through the API

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

type Row = { id: string };

/** The signed-in user's id, as the web app stored it. */
export async function sessionUserId(page: Page): Promise<string> {
  const id = await page.evaluate(() => (JSON.parse(localStorage.getItem('wd.user') ?? '{}') as { user_id?: string }).user_id ?? '');
  expect(id, 'logged in').not.toBe('');
  return id;
}

/**
 * Creates a complete listing with one photo through items/add and images/upload_item, using the page's session
 * (log in first). Answers its id. With approval on it is pending.
 */
export async function createListingViaApi(page: Page, title: string): Promise<string> {
  const request = page.request;
  const userId = await sessionUserId(page);
  const lookups = await json<Record<string, Row[]>>(await request.post(`${API}/itemvariables/all_variable_front/${KEY}`, { data: {} }));
  const [category] = await json<Row[]>(await request.post(`${API}/categories/search/${KEY}`, { data: { keyword: '' } }));
  const [make] = await json<Row[]>(await request.get(`${API}/subcategories/get/${KEY}/cat_id/${category!.id}`));
  const [model] = await json<Row[]>(await request.get(`${API}/models/get/${KEY}/manufacturer_id/${make!.id}`));
  const [city] = await json<Row[]>(await request.post(`${API}/itemlocations/search/${KEY}`, { data: { keyword: '' } }));
  const [township] = await json<Row[]>(await request.get(`${API}/item_location_townships/get/${KEY}/city_id/${city!.id}`));
  const first = (name: string) => lookups[name]![0]!.id;
  const item = await json<Row>(
    await request.post(`${API}/items/add/${KEY}/login_user_id/${userId}`, {
      data: {
        id: '',
        title,
        subtitle: 'Created for a browser test',
        description: 'A complete listing created through the API so the test can manage it in the browser.',
        price: '9900',
        cat_id: category!.id,
        sub_cat_id: make!.id,
        model_id: model!.id,
        tag_id: first('tags'),
        item_type_id: first('item_types'),
        item_currency_id: first('currencies'),
        condition_of_item_id: first('conditions'),
        business_mode: '0',
        deal_option_id: first('deal_options'),
        item_price_type_id: first('price_types'),
        item_location_id: city!.id,
        item_location_township_id: township!.id,
      },
    }),
  );
  await json(
    await request.post(`${API}/images/upload_item/${KEY}`, {
      multipart: { item_id: item.id, img_type: 'item', ordering: '1', img_desc: '', img_id: '', file: TEST_PHOTOS[0]! },
    }),
  );
  return item.id;
}

/** Publishes a pending listing as the demo admin would (approval is on in the demo settings), in a context of its
 * own so the page's session stays the seller's. */
export async function approveViaApi(baseURL: string, itemId: string): Promise<void> {
  const admin = await playwrightRequest.newContext({ baseURL });
  const login = await admin.post(`${API}/users/login/${KEY}`, { data: { user_email: 'admin@wheeldeal.local', user_password: 'Wheeldeal-demo-1' } });
  expect(login.ok()).toBeTruthy();
  const res = await admin.post(`${API}/admin/item_approve/${KEY}`, { data: { item_id: itemId } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await admin.dispose();
}
