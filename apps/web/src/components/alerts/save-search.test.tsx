/**
 * "Save this search" on the item list, against wire answers: the dialog offers a name built from the filters, and
 * the saved filter body is exactly the one the list sent to items/search; visitors are sent to log in and back.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ItemListScreen from '../../features/items/screens/item-list-screen';
import { i18next } from '../../lib/i18n/i18n';
import { clearSession, startSession } from '../../lib/session/session-store';
import { fakeApi, wireErrorAnswer } from '../../test/fake-api';
import { renderAtRoute } from '../../test/render';
import { wireSavedSearchFixture, wireSubscribedMakeFixture } from '../../test/wire-alerts';
import { wireItemFixture } from '../../test/wire-item';
import { Toaster } from '../ui/toast';

beforeAll(async () => {
  await i18next.loadNamespaces(['alerts']);
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const LIST = '/item-list?cat_id=cat1&cat_name=Cars&sub_cat_id=mk1&sub_cat_name=Toyota&model_id=md1&model_name=Corolla&max_price=30000&min_year=2018';

function renderList(url = LIST) {
  return renderAtRoute(
    <>
      <ItemListScreen />
      <Toaster />
    </>,
    url,
    'item-list',
  );
}

describe('save this search', () => {
  it('saves the exact items/search body under the suggested name, with the chosen frequency', async () => {
    startSession({ user_id: 'usr_me', user_name: 'Me', role_id: '4' });
    const api = fakeApi({
      'items/search': [wireItemFixture()],
      'subcat_subscribes/get': wireErrorAnswer('10001##Sorry, record not found.'),
      'saved_searches/get': wireErrorAnswer('10001##Sorry, record not found.'),
      'saved_searches/add': (body: unknown) => {
        const b = body as { name: string; frequency: string; filters: Record<string, string> };
        return wireSavedSearchFixture('svs_1', b.name, b.filters, { frequency: b.frequency });
      },
    });
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByLabelText<HTMLInputElement>(/^Name/);
    await waitFor(() => expect(name.value).toBe('Toyota Corolla · Up to 30,000 · Built 2018 or later'));
    await user.click(within(dialog).getByLabelText(/^Daily/));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));

    expect(await screen.findByText('Search saved. You will find it under Saved searches.')).toBeTruthy();
    const searched = api.calls.find((c) => c.route === 'items/search')!.body;
    const added = api.calls.find((c) => c.route === 'saved_searches/add')!.body as Record<string, unknown>;
    expect(added).toEqual({ name: 'Toyota Corolla · Up to 30,000 · Built 2018 or later', frequency: 'daily', filters: searched });
    expect(searched).toMatchObject({ cat_id: 'cat1', sub_cat_id: 'mk1', model_id: 'md1', max_price: '30000', min_year: '2018' });
    // The button now leads to the saved searches.
    expect(screen.getByRole('link', { name: /Saved · See saved searches/ }).getAttribute('href')).toBe('/saved-searches');
  });

  it('keeps the dialog open with the server refusal and an edited name is what is sent', async () => {
    startSession({ user_id: 'usr_me', user_name: 'Me', role_id: '4' });
    const api = fakeApi({
      'items/search': [wireItemFixture()],
      'subcat_subscribes/get': [wireSubscribedMakeFixture('mk1', 'Toyota', 'cat1', 'Cars')],
      'saved_searches/get': wireErrorAnswer('10001##Sorry, record not found.'),
      'saved_searches/add': wireErrorAnswer('You can keep at most 50 saved searches.', 400),
    });
    renderList('/item-list?searchterm=hybrid');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByLabelText<HTMLInputElement>(/^Name/);
    await waitFor(() => expect(name.value).toBe('“hybrid”'));
    await user.clear(name);
    expect(await within(dialog).findByRole('button', { name: 'Save search' })).toBeTruthy();
    fireEvent.submit(name.closest('form')!);
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(api.calls.some((c) => c.route === 'saved_searches/add')).toBe(false);
    await user.type(name, 'Hybrids');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText('You can keep at most 50 saved searches.')).toBeTruthy();
    expect((api.calls.find((c) => c.route === 'saved_searches/add')!.body as { name: string; frequency: string }).name).toBe('Hybrids');
  });

  it('shows filters saved before as saved, whatever the sort, instead of offering a second copy', async () => {
    startSession({ user_id: 'usr_me', user_name: 'Me', role_id: '4' });
    fakeApi({
      'items/search': [wireItemFixture()],
      'subcat_subscribes/get': [],
      // As the server keeps it: only the non-empty filters (the list leaves "wanted" posts out), here with another sort.
      'saved_searches/get': [wireSavedSearchFixture('svs_1', 'Hybrids', { searchterm: 'hybrid', status: '1', wanted: '0', order_by: 'unit_price', order_type: 'asc' })],
    });
    renderList('/item-list?searchterm=hybrid');
    expect(await screen.findByRole('link', { name: /Saved · See saved searches/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save search' })).toBeNull();
  });

  it('sends a visitor to log in and back to the same list, saving nothing', async () => {
    const api = fakeApi({ 'items/search': [wireItemFixture()] });
    renderList();
    const link = await screen.findByRole('link', { name: 'Save search' });
    const href = new URL(link.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/login');
    expect(href.searchParams.get('redirect')).toBe('item-list');
    expect(href.searchParams.get('sub_cat_id')).toBe('mk1');
    expect(api.calls.map((c) => c.route)).not.toContain('saved_searches/get');
  });
});

describe("the make's bell on the item list", () => {
  it('shows my subscription to the chosen make and turns it off', async () => {
    startSession({ user_id: 'usr_me', user_name: 'Me', role_id: '4' });
    // The server's state: the call toggles it, the list reads it.
    let subscribed = true;
    const api = fakeApi({
      'items/search': [wireItemFixture()],
      'subcat_subscribes/get': () => (subscribed ? [wireSubscribedMakeFixture('mk1', 'Toyota', 'cat1', 'Cars')] : wireErrorAnswer('10001##Sorry, record not found.')),
      'subcat_subscribes/subcategory_subscribe': () => {
        subscribed = !subscribed;
        return { status: 'success', message: 'Noti Subscription is updated.' };
      },
    });
    renderList();
    const bell = await screen.findByRole('button', { name: 'Alerts for new Toyota listings' });
    await waitFor(() => expect(bell.getAttribute('aria-pressed')).toBe('true'));
    const user = userEvent.setup();
    await user.click(bell);
    await waitFor(() => expect(bell.getAttribute('aria-pressed')).toBe('false'));
    expect(await screen.findByText('Noti Subscription is updated.')).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'subcat_subscribes/subcategory_subscribe')!.body).toEqual({ sub_cat_id: 'mk1', cat_id: 'cat1' });
    // On again: the list read afterwards agrees.
    await user.click(bell);
    await waitFor(() => expect(bell.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(api.calls.filter((c) => c.route === 'subcat_subscribes/get').length).toBeGreaterThanOrEqual(3));
    expect(bell.getAttribute('aria-pressed')).toBe('true');
  });

  it('is not there without a chosen make', async () => {
    startSession({ user_id: 'usr_me', user_name: 'Me', role_id: '4' });
    fakeApi({ 'items/search': [wireItemFixture()], 'subcat_subscribes/get': [] });
    renderList('/item-list?max_price=30000');
    expect(await screen.findByRole('button', { name: 'Save search' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Alerts for new/ })).toBeNull();
  });
});
