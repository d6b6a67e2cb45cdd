/**
 * Named routes (spec §2.1): name → path pattern. Navigate with `pathFor(name, params, query)` rather than
 * writing paths by hand. The router uses the name as the route id, so `useRouteName()` knows where we are.
 */
import { generatePath } from 'react-router-dom';

export const ROUTES = {
  dashboard: '/',
  login: '/login',
  'login-phone': '/login/phone',
  register: '/register',
  'forgot-password': '/forgotpassword',
  'reset-password': '/reset-password',
  'verify-code': '/verify-code',
  'verify-email': '/verify-email',
  profile: '/profile',
  'other-profile': '/other-profile/:userId',
  'edit-profile': '/edit-profile',
  followers: '/followers',
  following: '/following',
  'blocked-users': '/blocked-users',
  'item-list': '/item-list/:manufacturerName?',
  item: '/item/:itemName',
  'item-entry': '/item-entry',
  favourite: '/favourite',
  'reported-items': '/reported-items',
  'paid-items': '/paid-items',
  'active-items': '/active-items',
  'follower-items': '/follower-items',
  'pending-items': '/pending-items',
  'reject-items': '/reject-items',
  'disable-items': '/disable-items',
  'ui-collection': '/ui-collection',
  chat: '/chat',
  'chat-list': '/chat-list',
  'offer-list': '/offer-list',
  contact: '/contact',
  about: '/about',
  privacy: '/privacy',
  'terms-and-conditions': '/terms-and-conditions',
  faq: '/faq',
  safety: '/safety',
  'blog-list': '/blog',
  'blog-detail': '/blog/:blogId',
  'limit-ads': '/limit-ads',
  limit: '/limit',
  'purchase-history': '/purchase-history',
  'sandbox-pay': '/sandbox-pay/:paymentId',
  'payment-return': '/payment-return',
  'category-list': '/category',
  'subcategory-list': '/category/:catId/:catName',
  'notification-list': '/notification',
  'notification-detail': '/notification/:notificationId',
  'notification-settings': '/notification-settings',
  'account-list': '/account-list',
  'review-list': '/review-list',
  deal: '/deal',
  'saved-searches': '/saved-searches',
  'brand-list': '/brand-list',
  // bidding (issue 13)
  biddings: '/biddings',
  // badges and the account (issue 14)
  settings: '/settings',
  admin: '/admin/*',
} as const;

export type RouteName = keyof typeof ROUTES;

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ROUTES, value);
}

export type QueryInit = Record<string, string | number | null | undefined> | URLSearchParams;

function queryString(query?: QueryInit): string {
  if (!query) return '';
  const params = new URLSearchParams();
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query);
  for (const [k, v] of entries) if (v !== undefined && v !== null && v !== '') params.append(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** `pathFor('item-list', undefined, { searchterm: 'bmw' })` → `/item-list?searchterm=bmw`. */
export function pathFor(name: RouteName, params: Record<string, string | undefined> = {}, query?: QueryInit): string {
  const pattern = ROUTES[name].replace(/\/\*$/, '');
  return generatePath(pattern, params) + queryString(query);
}

/** The item page: `/item/{lower-case-title-with-dashes}?item_id=…&item_name=…` (spec §2.1). */
export function itemPath(item: { id: string; title: string }): string {
  const slug =
    item.title
      .toLowerCase()
      .trim()
      .replace(/[\s/\\?#%]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '') || 'item';
  return pathFor('item', { itemName: slug }, { item_id: item.id, item_name: item.title });
}

/** Item list filtered by a query (filters of spec §2.2). */
export function itemListPath(query: QueryInit): string {
  return pathFor('item-list', {}, query);
}
