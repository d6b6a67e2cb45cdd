/**
 * Every screen of spec §2.1, each its own lazily loaded chunk. Route ids are the route names of `routes.ts`.
 * A screen file exports its component as `default`; replacing a placeholder means replacing that file only.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout, ScreenFallback } from '../components/layout/app-layout';
import { RouteError } from '../components/layout/route-error';
import { ROUTES, type RouteName } from './routes';

type ScreenModule = { default: ComponentType };

function screen(id: RouteName | 'not-found', path: string, load: () => Promise<ScreenModule>): RouteObject {
  return {
    id,
    path,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

const at = (name: RouteName) => ROUTES[name];

export const screens: RouteObject[] = [
  screen('dashboard', at('dashboard'), () => import('../features/dashboard/screens/dashboard-screen')),
  screen('login', at('login'), () => import('../features/auth/screens/login-screen')),
  screen('login-phone', at('login-phone'), () => import('../features/auth/screens/phone-login-screen')),
  screen('register', at('register'), () => import('../features/auth/screens/register-screen')),
  screen('forgot-password', at('forgot-password'), () => import('../features/auth/screens/forgot-password-screen')),
  screen('reset-password', at('reset-password'), () => import('../features/auth/screens/reset-password-screen')),
  screen('verify-code', at('verify-code'), () => import('../features/auth/screens/verify-code-screen')),
  screen('verify-email', at('verify-email'), () => import('../features/auth/screens/verify-email-screen')),
  screen('profile', at('profile'), () => import('../features/profile/screens/profile-screen')),
  screen('other-profile', at('other-profile'), () => import('../features/profile/screens/other-profile-screen')),
  screen('edit-profile', at('edit-profile'), () => import('../features/profile/screens/edit-profile-screen')),
  screen('followers', at('followers'), () => import('../features/social/screens/followers-screen')),
  screen('following', at('following'), () => import('../features/social/screens/following-screen')),
  screen('blocked-users', at('blocked-users'), () => import('../features/social/screens/blocked-users-screen')),
  screen('review-list', at('review-list'), () => import('../features/reviews/screens/review-list-screen')),
  screen('item-list', at('item-list'), () => import('../features/items/screens/item-list-screen')),
  screen('item', at('item'), () => import('../features/items/screens/item-detail-screen')),
  screen('favourite', at('favourite'), () => import('../features/items/screens/favourite-screen')),
  screen('reported-items', at('reported-items'), () => import('../features/sell/screens/reported-items-screen')),
  screen('follower-items', at('follower-items'), () => import('../features/items/screens/follower-items-screen')),
  screen('category-list', at('category-list'), () => import('../features/items/screens/category-list-screen')),
  screen('subcategory-list', at('subcategory-list'), () => import('../features/items/screens/subcategory-list-screen')),
  screen('deal', at('deal'), () => import('../features/chat/screens/deal-list-screen')),
  screen('item-entry', at('item-entry'), () => import('../features/sell/screens/item-entry-screen')),
  screen('paid-items', at('paid-items'), () => import('../features/sell/screens/paid-items-screen')),
  screen('active-items', at('active-items'), () => import('../features/sell/screens/active-items-screen')),
  screen('pending-items', at('pending-items'), () => import('../features/sell/screens/pending-items-screen')),
  screen('reject-items', at('reject-items'), () => import('../features/sell/screens/reject-items-screen')),
  screen('disable-items', at('disable-items'), () => import('../features/sell/screens/disable-items-screen')),
  screen('chat', at('chat'), () => import('../features/chat/screens/chat-screen')),
  screen('chat-list', at('chat-list'), () => import('../features/chat/screens/chat-list-screen')),
  screen('offer-list', at('offer-list'), () => import('../features/chat/screens/offer-list-screen')),
  screen('contact', at('contact'), () => import('../features/content/screens/contact-screen')),
  screen('about', at('about'), () => import('../features/content/screens/about-screen')),
  screen('privacy', at('privacy'), () => import('../features/content/screens/privacy-screen')),
  screen('terms-and-conditions', at('terms-and-conditions'), () => import('../features/content/screens/terms-screen')),
  screen('faq', at('faq'), () => import('../features/content/screens/faq-screen')),
  screen('safety', at('safety'), () => import('../features/content/screens/safety-screen')),
  screen('blog-list', at('blog-list'), () => import('../features/content/screens/blog-list-screen')),
  screen('blog-detail', at('blog-detail'), () => import('../features/content/screens/blog-detail-screen')),
  screen('limit-ads', at('limit-ads'), () => import('../features/packages/screens/limit-ads-screen')),
  screen('limit', at('limit'), () => import('../features/packages/screens/limit-ads-screen')),
  screen('purchase-history', at('purchase-history'), () => import('../features/packages/screens/purchase-history-screen')),
  screen('sandbox-pay', at('sandbox-pay'), () => import('../features/packages/screens/sandbox-pay-screen')),
  screen('payment-return', at('payment-return'), () => import('../features/packages/screens/payment-return-screen')),
  screen('account-list', at('account-list'), () => import('../features/packages/screens/account-list-screen')),
  screen('notification-list', at('notification-list'), () => import('../features/notifications/screens/notification-list-screen')),
  screen('notification-detail', at('notification-detail'), () =>
    import('../features/notifications/screens/notification-detail-screen'),
  ),
  screen('notification-settings', at('notification-settings'), () => import('../features/notifications/screens/notification-settings-screen')),
  screen('saved-searches', at('saved-searches'), () => import('../features/alerts/screens/saved-searches-screen')),
  screen('brand-list', at('brand-list'), () => import('../features/alerts/screens/brand-list-screen')),
  // bidding (issue 13)
  screen('biddings', at('biddings'), () => import('../features/bidding/screens/biddings-screen')),
  screen('ui-collection', at('ui-collection'), () => import('../features/misc/screens/ui-collection-screen')),
  // badges and the account (issue 14)
  screen('settings', at('settings'), () => import('../features/account/screens/settings-screen')),
  screen('admin', at('admin'), () => import('../features/admin/screens/admin-screen')),
  screen('not-found', '*', () => import('../features/misc/screens/not-found-screen')),
];

export function createAppRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      element: <AppLayout />,
      HydrateFallback: ScreenFallback,
      // A pathless child keeps the nav and footer on screen when a screen fails.
      children: [{ id: 'screens', errorElement: <RouteError />, children: screens }],
    },
  ]);
}
