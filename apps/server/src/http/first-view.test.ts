/** The first view's markup functions (first-view.ts): escaping, the cards' photo attributes, prices, words marked for
 * other languages, and nothing that depends on the direction (the boot script's `dir` and logical classes do that). */
import { describe, expect, it } from 'vitest';
import type { Wire } from '../lib/wire.ts';
import { cardFacts, cardPlace, chatListFirstView, GRID_CARD_SIZES, itemListFirstView, listingCard, loginFirstView, photoPreload, priceText } from './first-view.ts';

/** A wire Item as items/search answers it (every scalar a string). */
const wireItem = (over: Wire = {}): Wire => ({
  id: 'itm_1',
  title: 'Golf GTI',
  price: '12500',
  discount_price: '',
  discount_rate_by_percentage: '0',
  item_currency: { currency_symbol: '$', currency_short_form: 'USD' },
  default_photo: { img_path: 'item/golf.jpg' },
  vehicle_year: '2019',
  driven_km: '48000',
  fuel_type: { name: 'Diesel' },
  transmission_type: { name: 'Automatic' },
  item_location: { name: 'Los Angeles' },
  item_location_township: { township_name: 'Hollywood' },
  address: '',
  added_date_str: '2 days ago',
  ...over,
});

/** Physical left/right classes and a fixed direction would break right-to-left pages. */
const PHYSICAL = /\b(?:ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|text-left|text-right)-|\bdir=/;

describe('first-view cards', () => {
  it('draws the card photo with the card srcset, sizes and size, eager and high priority for the first two only', () => {
    const first = listingCard(wireItem(), 0);
    const img = /<img\b[^>]*>/.exec(first)?.[0] ?? '';
    expect(img).toContain('src="/uploads/thumbnail/item/golf.jpg"');
    expect(img).toContain('srcset="/uploads/thumbnail/item/golf.jpg 400w, /uploads/thumbnail2x/item/golf.jpg 800w, /uploads/thumbnail3x/item/golf.jpg 1200w"');
    expect(img).toContain(`sizes="${GRID_CARD_SIZES}"`);
    expect(img).toContain('width="600" height="400" loading="eager" fetchpriority="high"');
    expect(img).toContain('alt=""');
    const third = /<img\b[^>]*>/.exec(listingCard(wireItem(), 2))?.[0] ?? '';
    expect(third).toContain('loading="lazy"');
    expect(third).not.toContain('fetchpriority');
    // A path that cannot be written into a srcset (a URL, a comma) draws the placeholder box instead.
    for (const img_path of ['https://evil.test/x.jpg', 'a,b.jpg', '']) expect(listingCard(wireItem({ default_photo: { img_path } }), 0)).not.toContain('<img');
  });

  it('escapes the title, the place and the age, and links the item page by its slug', () => {
    const card = listingCard(
      wireItem({ id: 'itm_"x', title: '<script>alert(1)</script> "Golf" & Co', item_location: { name: '<b>LA</b>' }, item_location_township: { township_name: '' }, added_date_str: '<i>now</i>' }),
      0,
    );
    expect(card).toContain('<bdi>&lt;script&gt;alert(1)&lt;/script&gt; &quot;Golf&quot; &amp; Co</bdi>');
    expect(card).toContain('<bdi class="truncate">&lt;b&gt;LA&lt;/b&gt;</bdi>');
    expect(card).toContain('&lt;i&gt;now&lt;/i&gt;');
    expect(card).toContain('href="/item/script-alert-1-script-golf-co?item_id=itm_%22x"');
    expect(card).not.toMatch(/<script|<b>|<i>|\sstyle=|\son\w+=/i);
  });

  it('writes prices as the price tag does: the discounted one first, the original struck through; FREE as words', () => {
    expect(priceText('12500', '$')).toBe('$12,500');
    expect(priceText('12500.5', '€')).toBe('€12,500.50');
    expect(priceText('0', '$')).toBe('');
    const discounted = listingCard(wireItem({ price: '20000', discount_price: '18000', discount_rate_by_percentage: '10' }), 0);
    expect(discounted).toContain('text-lg">$18,000</span><del class="text-muted tabular-nums text-sm">$20,000</del>');
    const plain = listingCard(wireItem({ item_currency: { currency_symbol: '', currency_short_form: 'USD' } }), 0);
    expect(plain).toContain('text-lg">USD12,500</span></p>');
    const free = listingCard(wireItem({ price: '0' }), 0);
    expect(free).toMatch(/<p class="flex items-baseline" data-fv-words=""><span [^>]*text-success[^>]*>FREE<\/span><\/p>/);
  });

  it('lays the Promoted and discount badges over the photo as the card does, only when they apply', () => {
    const badges = (item: ReturnType<typeof wireItem>) => /<div class="absolute start-2\.5 top-2\.5[^"]*">(.*?)<\/div>/.exec(listingCard(item, 0))?.[1] ?? '';
    expect(badges(wireItem({ is_paid: '0', ad_type: 'normal_ad', discount_rate_by_percentage: '0' }))).toBe('');
    expect(badges(wireItem({ is_paid: '1', discount_rate_by_percentage: '0' }))).toBe(
      '<span class="rounded-full px-2.5 py-1 text-xs font-bold shadow-sm bg-accent text-on-accent" data-fv-words="">Promoted</span>',
    );
    const both = badges(wireItem({ is_paid: '0', ad_type: 'paid_ad', discount_rate_by_percentage: '15' }));
    expect(both).toMatch(/>Promoted<\/span><span class="[^"]*bg-danger[^"]*" data-fv-words="">-15%<\/span>$/);
  });

  it('lists the facts and the place as the card does, with the default language words marked', () => {
    expect(cardFacts(wireItem())).toEqual(['2019', '48,000 km', 'Diesel', 'Automatic']);
    expect(cardFacts(wireItem({ vehicle_year: '0', driven_km: '', fuel_type: { name: '' }, transmission_type: {} }))).toEqual([]);
    expect(cardPlace(wireItem())).toBe('Hollywood, Los Angeles');
    expect(cardPlace(wireItem({ item_location: { name: '' }, item_location_township: { township_name: '' }, address: 'Main St 1' }))).toBe('Main St 1');
    const card = listingCard(wireItem(), 0);
    expect(card).toContain('<p class="truncate text-sm text-muted" data-fv-words=""><span><bdi>2019</bdi></span><span> · <bdi>48,000 km</bdi></span>');
    expect(card).toMatch(/<span class="flex shrink-0 items-center gap-1" data-fv-words=""><svg [^>]*>.*<\/svg>2 days ago<\/span>/);
  });

  it('draws at most six cards in the list grid, waits for the screen, and depends on no direction', () => {
    const items = Array.from({ length: 9 }, (_, i) => wireItem({ id: `itm_${i}`, title: `Car ${i}` }));
    const view = itemListFirstView(items);
    expect(view.match(/<article /g)).toHaveLength(6);
    expect(view).toContain('data-first-view="screen"');
    expect(view).toContain('<ul class="grid grid-cols-1 gap-4 transition-opacity sm:grid-cols-2 sm:gap-5 xl:grid-cols-3">');
    expect(view.match(/fetchpriority="high"/g)).toHaveLength(2);
    // On a phone (one column) only the first two: the others' photos would share the connection with theirs.
    expect(view.match(/<li>/g)).toHaveLength(2);
    expect(view.match(/<li class="hidden sm:block">/g)).toHaveLength(4);
    expect(view).not.toMatch(PHYSICAL);
    expect(view).not.toMatch(/\sid=|\sstyle=|<script|<input|<button/);
    expect(loginFirstView()).not.toMatch(PHYSICAL);
  });

  it('preloads a photo with the sizes it is drawn at, and nothing for a path it cannot draw', () => {
    expect(photoPreload('item/golf.jpg', GRID_CARD_SIZES)).toContain(`imagesizes="${GRID_CARD_SIZES}" fetchpriority="high"`);
    expect(photoPreload('https://x.test/a.jpg', GRID_CARD_SIZES)).toBe('');
  });
});

describe('first-view chat list', () => {
  it('fetches its rows\u2019 photos and avatars after the first layout (lazy): its largest paint is text, which waits for none', () => {
    const header = (i: number) => ({
      id: `chat_${i}`,
      buyer_user_id: 'usr_me',
      seller_user_id: 'usr_x',
      default_photo: { img_path: `item/${i}.jpg` },
      item: { title: `Car ${i}` },
      seller: { user_name: 'Sam', user_profile_photo: `user/${i}.jpg` },
    });
    const imgs = chatListFirstView([header(1), header(2)], 'usr_me', 'buying', { buyer: 0, seller: 0 }).match(/<img\b[^>]*>/g) ?? [];
    expect(imgs).toHaveLength(4);
    for (const img of imgs) expect(img).toContain('loading="lazy"');
  });
});

describe('first-view login', () => {
  it('shows the heading, the subtitle and the fields as boxes, every word marked for other languages', () => {
    const view = loginFirstView();
    expect(view).toContain('data-first-view="screen"');
    expect(view).toContain('>Welcome back</h1>');
    // Every text of the form column and of the brand panel sits inside an element marked data-fv-words.
    const column = view.slice(view.indexOf('<div class="mx-auto w-full max-w-md" data-fv-words="">'));
    expect(column).toContain('Log in to post');
    expect(column).toContain('>Email<');
    expect(view).toMatch(/<div data-fv-words=""><p class="text-3xl font-bold leading-tight">The smarter way to buy and sell vehicles<\/p>/);
    expect(view).not.toMatch(/<input|<form|<button|<label/);
  });
});
