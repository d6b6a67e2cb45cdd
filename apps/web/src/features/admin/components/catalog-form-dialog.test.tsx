/** The catalogue dialog of a lookup or a category: the admin writes its name per language, and the save sends the
 * filled ones. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE } from '@wheeldeal/contract';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, startSession } from '../../../lib/session/session-store';
import type { CatalogRow } from '../../../lib/api/types';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { wireAppInfoFixture } from '../../../test/wire-payments';
import { catalogDef } from '../lib/catalog-config';
import { CatalogFormDialog } from './catalog-form-dialog';

beforeAll(async () => {
  await i18next.loadNamespaces(['admin']);
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

/** A condition as admin/catalog_list answers it. (The row type's open index cannot express `translations` in a
 * literal, hence the cast.) */
const condition = (translations: Record<string, string>): CatalogRow =>
  ({
    id: 'lkp1',
    name: 'Used – Good',
    translations,
    description: '',
    ordering: '3',
    status: '1',
    added_date: '2026-11-01 10:00:00',
  }) as unknown as CatalogRow;

describe('CatalogFormDialog (a lookup)', () => {
  it('edits the name per language and saves only the filled languages', async () => {
    startSession({ user_id: 'adm', user_name: 'Admin', role_id: String(ROLE.admin) });
    const api = fakeApi({ 'admin/catalog_save': (body: unknown) => condition((body as { translations: Record<string, string> }).translations) });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<CatalogFormDialog def={catalogDef('conditions')!} row={condition({ ar: 'مستعمل – جيد', fr: 'Occasion – bon état' })} onClose={onClose} />);

    const summary = await screen.findByText('Name in other languages');
    expect(screen.getByText('2 of 16 filled')).toBeTruthy();
    await user.click(summary);
    const arabic = screen.getByLabelText(/العربية/) as HTMLInputElement;
    expect(arabic.value).toBe('مستعمل – جيد');
    expect(arabic.dir).toBe('rtl');
    const german = screen.getByLabelText(/Deutsch/) as HTMLInputElement;
    expect(german.value).toBe('');
    // An empty language shows the name readers will see instead.
    expect(german.placeholder).toBe('Used – Good');

    await user.type(german, '  Gebraucht – gut ');
    await user.clear(screen.getByLabelText(/Français/));
    expect(screen.getByText('2 of 16 filled')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((c) => c.route === 'admin/catalog_save')!.body).toEqual({
      table: 'conditions',
      id: 'lkp1',
      name: 'Used – Good',
      description: '',
      ordering: '3',
      status: '1',
      translations: { ar: 'مستعمل – جيد', de: 'Gebraucht – gut' },
    });
  });

  it('edits a category\'s name per language like a lookup\'s, and saves it with the category fields', async () => {
    startSession({ user_id: 'adm', user_name: 'Admin', role_id: String(ROLE.admin) });
    const category = (translations: Record<string, string>) =>
      ({ id: 'cat1', cat_name: 'Motorcycles', translations, cat_ordering: '2', status: '1', added_date: '2026-11-01 10:00:00' }) as unknown as CatalogRow;
    // The picture fields read the app info (whether 2x/3x thumbnails exist).
    const api = fakeApi({
      'appinfo/get_delete_history': wireAppInfoFixture(),
      'admin/catalog_save': (body: unknown) => category((body as { translations: Record<string, string> }).translations),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<CatalogFormDialog def={catalogDef('categories')!} row={category({ ar: 'دراجات نارية' })} onClose={onClose} />);

    await user.click(await screen.findByText('Name in other languages'));
    expect(screen.getByText('1 of 16 filled')).toBeTruthy();
    expect((screen.getByLabelText(/العربية/) as HTMLInputElement).value).toBe('دراجات نارية');
    expect((screen.getByLabelText(/日本語/) as HTMLInputElement).placeholder).toBe('Motorcycles');
    await user.type(screen.getByLabelText(/日本語/), 'オートバイ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((c) => c.route === 'admin/catalog_save')!.body).toEqual({
      table: 'categories',
      id: 'cat1',
      cat_name: 'Motorcycles',
      cat_ordering: '2',
      status: '1',
      translations: { ar: 'دراجات نارية', ja: 'オートバイ' },
    });
  });

  it('has no per-language names for makes, which keep the name their brand writes', async () => {
    startSession({ user_id: 'adm', user_name: 'Admin', role_id: String(ROLE.admin) });
    fakeApi({ 'admin/catalog_list': [] });
    renderWithApp(<CatalogFormDialog def={catalogDef('models')!} row={null} onClose={() => undefined} />);
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByText('Name in other languages')).toBeNull();
  });
});
