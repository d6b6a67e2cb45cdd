/**
 * /saved-searches against wire answers: each search in words with the catalogue's names, opening it shows the
 * same item list, and rename, frequency and delete send what the user chose and show the answer.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../../components/ui/toast';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { fakeApi, wireErrorAnswer } from '../../../test/fake-api';
import { renderAtRoute } from '../../../test/render';
import { wireSavedSearchFixture } from '../../../test/wire-alerts';
import { wireCategoryFixture, wireLocationFixture, wireMakeFixture } from '../../../test/wire-item';
import SavedSearchesScreen from './saved-searches-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['alerts']);
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const TOYOTA = { cat_id: 'cat1', sub_cat_id: 'mk1', max_price: '30000', min_price: '10000', item_location_id: 'city1', order_by: 'added_date', order_type: 'desc', status: '1', engine_status: '', searchterm: '' };
const CHEAP = { searchterm: 'hybrid', max_price: '8000', fuel_type_id: 'f1', status: '1' };

function renderScreen() {
  return renderAtRoute(
    <>
      <SavedSearchesScreen />
      <Toaster />
    </>,
    '/saved-searches',
    'saved-searches',
  );
}

function catalogue() {
  return {
    'categories/get': [wireCategoryFixture('cat1', 'Cars')],
    'subcategories/get': [wireMakeFixture('mk1', 'Toyota', 'cat1')],
    'itemlocations/search': [wireLocationFixture('city1', 'Yangon')],
  };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('saved searches screen', () => {
  it('lists each search in words and opens the item list it was saved from', async () => {
    startSession({ user_id: 'usr_me', user_name: 'Me', role_id: '4' });
    fakeApi({
      ...catalogue(),
      'saved_searches/get': [wireSavedSearchFixture('svs_1', 'Toyota in Yangon', TOYOTA, { match_count: '4' }), wireSavedSearchFixture('svs_2', 'Cheap hybrids', CHEAP, { frequency: 'daily' })],
    });
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved searches' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Toyota in Yangon' });
    const toyota = card('Toyota in Yangon');
    expect(await within(toyota).findByText('Toyota')).toBeTruthy();
    expect(within(toyota).getByText('10,000 – 30,000')).toBeTruthy();
    expect(await within(toyota).findByText('Yangon')).toBeTruthy();
    expect(within(toyota).getByText('Matching listings so far: 4')).toBeTruthy();
    expect(within(toyota).getByLabelText<HTMLSelectElement>('Alerts').value).toBe('instant');
    const open = new URL(within(toyota).getByRole('link', { name: 'Show listings' }).getAttribute('href')!, 'http://x');
    expect(open.pathname).toBe('/item-list');
    expect(Object.fromEntries(open.searchParams)).toEqual({
      cat_id: 'cat1',
      cat_name: 'Cars',
      sub_cat_id: 'mk1',
      sub_cat_name: 'Toyota',
      max_price: '30000',
      min_price: '10000',
      item_location_id: 'city1',
      item_location_name: 'Yangon',
      order_by: 'added_date',
      orderType: 'desc',
    });

    const cheap = card('Cheap hybrids');
    expect(within(cheap).getByText('“hybrid”')).toBeTruthy();
    expect(within(cheap).getByText('Up to 8,000')).toBeTruthy();
    expect(within(cheap).getByText('+1 more filters')).toBeTruthy();
    expect(within(cheap).getByLabelText<HTMLSelectElement>('Alerts').value).toBe('daily');
  });

  it('renames, changes the frequency and deletes, sending what was chosen', async () => {
    startSession({ user_id: 'usr_me', user_name: 'Me', role_id: '4' });
    // The server's copy of the first search.
    const stored = { name: 'Toyota in Yangon', frequency: 'instant' };
    const api = fakeApi({
      ...catalogue(),
      'saved_searches/get': [wireSavedSearchFixture('svs_1', 'Toyota in Yangon', TOYOTA), wireSavedSearchFixture('svs_2', 'Cheap hybrids', CHEAP)],
      'saved_searches/update': (body: unknown) => {
        const b = body as { id: string; name?: string; frequency?: string };
        Object.assign(stored, b.name ? { name: b.name } : {}, b.frequency ? { frequency: b.frequency } : {});
        return wireSavedSearchFixture(b.id, stored.name, TOYOTA, { frequency: stored.frequency, updated_date: '2026-11-21 10:00:00' });
      },
      'saved_searches/delete': { status: 'success', message: 'Deleted.' },
    });
    renderScreen();
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Toyota in Yangon' });

    // Rename.
    await user.click(within(card('Toyota in Yangon')).getByRole('button', { name: 'Rename “Toyota in Yangon”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    const field = within(dialog).getByLabelText<HTMLInputElement>(/^Name/);
    expect(field.value).toBe('Toyota in Yangon');
    await user.clear(field);
    await user.type(field, 'My Toyota');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('article', { name: 'My Toyota' })).toBeTruthy();
    expect(screen.getByText('Name saved.')).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'saved_searches/update')!.body).toEqual({ id: 'svs_1', name: 'My Toyota' });

    // Frequency: off.
    await user.selectOptions(within(card('My Toyota')).getByLabelText('Alerts'), 'off');
    expect(await screen.findByText('Alerts for this search are off.')).toBeTruthy();
    await waitFor(() => expect(within(card('My Toyota')).getByLabelText<HTMLSelectElement>('Alerts').value).toBe('off'));
    expect(api.calls.filter((c) => c.route === 'saved_searches/update').at(-1)!.body).toEqual({ id: 'svs_1', frequency: 'off' });

    // Delete, after confirming.
    await user.click(within(card('Cheap hybrids')).getByRole('button', { name: 'Delete “Cheap hybrids”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    expect(within(confirm).getByText('“Cheap hybrids” and its alerts will be removed.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Cheap hybrids' })).toBeNull());
    expect(api.calls.find((c) => c.route === 'saved_searches/delete')!.body).toEqual({ id: 'svs_2' });
    expect(screen.getByRole('article', { name: 'My Toyota' })).toBeTruthy();
  });

  it('keeps a search whose frequency the server refused, and says why', async () => {
    startSession({ user_id: 'usr_me', user_name: 'Me', role_id: '4' });
    fakeApi({
      ...catalogue(),
      'saved_searches/get': [wireSavedSearchFixture('svs_1', 'Toyota in Yangon', TOYOTA)],
      'saved_searches/update': wireErrorAnswer('Saved search not found.', 404),
    });
    renderScreen();
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Toyota in Yangon' });
    await user.selectOptions(within(card('Toyota in Yangon')).getByLabelText('Alerts'), 'daily');
    expect(await screen.findByText('Saved search not found.')).toBeTruthy();
    expect(within(card('Toyota in Yangon')).getByLabelText<HTMLSelectElement>('Alerts').value).toBe('instant');
  });

  it('explains alerts when there are none yet', async () => {
    startSession({ user_id: 'usr_me', user_name: 'Me', role_id: '4' });
    fakeApi({ 'saved_searches/get': wireErrorAnswer('10001##Sorry, record not found.') });
    renderScreen();
    expect(await screen.findByText('No saved searches yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse listings' }).getAttribute('href')).toBe('/item-list');
  });
});
