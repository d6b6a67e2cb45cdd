/** The owner's live listings: a listing whose promotion runs says so on its card; the others do not. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { i18next } from '../../../lib/i18n/i18n';
import { clearSession, startSession } from '../../../lib/session/session-store';
import { fakeApi } from '../../../test/fake-api';
import { renderAtRoute } from '../../../test/render';
import { wireItemFixture } from '../../../test/wire-item';
import ActiveItemsScreen from './active-items-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['sell', 'items']);
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('/active-items', () => {
  it('marks the promoted listing "Promoted" beside its state', async () => {
    startSession({ user_id: 'seller1', user_name: 'Su Su' });
    fakeApi({
      'items/get_owner_items': [
        wireItemFixture({ id: 'itm1', title: 'Promoted Corolla', is_paid: '1', paid_status: 'Progress', ad_type: 'paid_ad', added_user_id: 'seller1' }),
        wireItemFixture({ id: 'itm2', title: 'Plain Civic', is_paid: '0', paid_status: 'not_available', ad_type: 'normal_ad', added_user_id: 'seller1' }),
      ],
    });
    renderAtRoute(<ActiveItemsScreen />, '/active-items', 'active-items');
    const promoted = (await screen.findByRole('heading', { name: 'Promoted Corolla' })).closest('article')!;
    expect(promoted.textContent).toContain('Promoted');
    expect(promoted.textContent).toContain('Active');
    const plain = screen.getByRole('heading', { name: 'Plain Civic' }).closest('article')!;
    expect(plain.textContent).not.toContain('Promoted');
  });
});
