/**
 * /brand-list against wire answers: the makes of a category with my bells (is_subscribed_fe), a bell that turns
 * at once, says the server's "Noti Subscription is updated." and turns back when refused; "My alerts" lists the
 * makes I follow.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../../components/ui/toast';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { fakeApi, wireErrorAnswer } from '../../../test/fake-api';
import { renderAtRoute } from '../../../test/render';
import { wireSubscribedMakeFixture } from '../../../test/wire-alerts';
import { wireCategoryFixture, wireMakeFixture } from '../../../test/wire-item';
import BrandListScreen from './brand-list-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['alerts']);
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function renderScreen(url = '/brand-list') {
  return renderAtRoute(
    <>
      <BrandListScreen />
      <Toaster />
    </>,
    url,
    'brand-list',
  );
}

const bell = (make: string) => screen.getByRole('button', { name: `Alerts for new ${make} listings` });

const categories = [wireCategoryFixture('cat1', 'Cars'), wireCategoryFixture('cat2', 'Motorcycles')];
const carMakes = () => [{ ...wireMakeFixture('mk1', 'Toyota', 'cat1'), is_subscribed_fe: '1' }, wireMakeFixture('mk2', 'Honda', 'cat1')];

describe('brand list', () => {
  it("shows each make's bell from is_subscribed_fe and toggles one with the server's message", async () => {
    startSession({ user_id: 'usr_me', user_name: 'Me', role_id: '4' });
    const api = fakeApi({
      'categories/get': categories,
      'subcategories/get': (_: unknown, path: string) => (path.includes('/cat_id/cat1') ? carMakes() : [wireMakeFixture('mk9', 'Yamaha', 'cat2')]),
      'subcat_subscribes/subcategory_subscribe': { status: 'success', message: 'Noti Subscription is updated.' },
      'subcat_subscribes/get': [],
    });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Make alerts' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Alerts for new Honda listings' });
    expect(bell('Toyota').getAttribute('aria-pressed')).toBe('true');
    expect(bell('Honda').getAttribute('aria-pressed')).toBe('false');

    const user = userEvent.setup();
    await user.click(bell('Honda'));
    expect(bell('Honda').getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('Noti Subscription is updated.')).toBeTruthy();
    expect(api.calls.filter((c) => c.route === 'subcat_subscribes/subcategory_subscribe').map((c) => c.body)).toEqual([{ sub_cat_id: 'mk2', cat_id: 'cat1' }]);

    // Another category: its makes.
    await user.click(screen.getByRole('button', { name: 'Motorcycles' }));
    expect(await screen.findByRole('button', { name: 'Alerts for new Yamaha listings' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Alerts for new Toyota listings' })).toBeNull();
  });

  it('turns the bell back and says why when the server refuses', async () => {
    startSession({ user_id: 'usr_me', user_name: 'Me', role_id: '4' });
    fakeApi({
      'categories/get': categories,
      'subcategories/get': carMakes(),
      'subcat_subscribes/subcategory_subscribe': wireErrorAnswer('Error in Subscription.', 400),
    });
    renderScreen();
    await screen.findByRole('button', { name: 'Alerts for new Toyota listings' });
    const user = userEvent.setup();
    await user.click(bell('Toyota'));
    expect(await screen.findByText('Error in Subscription.')).toBeTruthy();
    await waitFor(() => expect(bell('Toyota').getAttribute('aria-pressed')).toBe('true'));
  });

  it('lists my make alerts, and one switched off leaves the list', async () => {
    startSession({ user_id: 'usr_me', user_name: 'Me', role_id: '4' });
    let mine = [wireSubscribedMakeFixture('mk1', 'Toyota', 'cat1', 'Cars'), wireSubscribedMakeFixture('mk9', 'Yamaha', 'cat2', 'Motorcycles')];
    const api = fakeApi({
      'categories/get': categories,
      'subcat_subscribes/get': () => mine,
      'subcat_subscribes/subcategory_subscribe': (body: unknown) => {
        mine = mine.filter((m) => m.sub_cat_id !== (body as { sub_cat_id: string }).sub_cat_id);
        return { status: 'success', message: 'Noti Subscription is updated.' };
      },
    });
    renderScreen('/brand-list?tab=mine');
    await screen.findByRole('button', { name: 'Alerts for new Yamaha listings' });
    expect(screen.getByText('Motorcycles')).toBeTruthy();
    expect(bell('Toyota').getAttribute('aria-pressed')).toBe('true');
    const user = userEvent.setup();
    await user.click(bell('Yamaha'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Alerts for new Yamaha listings' })).toBeNull());
    expect(api.calls.find((c) => c.route === 'subcat_subscribes/subcategory_subscribe')!.body).toEqual({ sub_cat_id: 'mk9', cat_id: 'cat2' });
    expect(bell('Toyota')).toBeTruthy();
  });

  it("lets a visitor see the makes; a bell asks them to log in", async () => {
    const api = fakeApi({ 'categories/get': categories, 'subcategories/get': carMakes() });
    renderScreen('/brand-list?cat_id=cat1');
    const link = await screen.findByRole('link', { name: 'Alerts for new Honda listings' });
    expect(new URL(link.getAttribute('href')!, 'http://x').pathname).toBe('/login');
    expect(api.calls.map((c) => c.route)).not.toContain('subcat_subscribes/subcategory_subscribe');
  });
});
