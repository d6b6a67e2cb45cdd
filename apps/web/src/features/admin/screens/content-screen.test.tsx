/** The content editor: an admin writes a translation of the privacy policy in the language picked. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE } from '@wheeldeal/contract';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import ContentScreen from './content-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['content', 'admin']);
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const privacy = (translations: Record<string, { title: string; body: string }>) => ({
  type: 'page',
  id: 'pge1',
  slug: 'privacy',
  title: 'Privacy',
  body: 'We keep little.',
  lang: 'en',
  translations,
  version: '3',
  updated_date: '2026-11-01 10:00:00',
});

describe('ContentScreen', () => {
  it('loads the picked language and saves it as that language', async () => {
    startSession({ user_id: 'adm', user_name: 'Admin', role_id: String(ROLE.admin) });
    let translations: Record<string, { title: string; body: string }> = { fr: { title: 'Confidentialité', body: 'Peu de données.' } };
    const api = fakeApi({
      'admin/content_list': () => [privacy(translations)],
      'admin/content_save': (body: unknown) => {
        const b = body as { lang: string; title: string; body: string };
        translations = { ...translations, [b.lang]: { title: b.title, body: b.body } };
        return privacy(translations);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<ContentScreen />);
    const title = await screen.findByLabelText('Title');
    expect((title as HTMLInputElement).value).toBe('Privacy');
    expect(screen.getByText('Policy version 3')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Language'), 'fr');
    await waitFor(() => expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Confidentialité'));

    await user.selectOptions(screen.getByLabelText('Language'), 'ar');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    await user.type(screen.getByLabelText('Title'), 'الخصوصية');
    await user.type(screen.getByLabelText('Text'), 'نحتفظ بالقليل.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.route === 'admin/content_save')).toBe(true));
    expect(api.calls.find((c) => c.route === 'admin/content_save')!.body).toEqual({
      type: 'page',
      id: '',
      slug: 'privacy',
      lang: 'ar',
      title: 'الخصوصية',
      body: 'نحتفظ بالقليل.',
      new_version: '0',
    });
  });
});
