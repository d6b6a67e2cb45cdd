/**
 * The admin's broadcast screen against wire answers: the compose form sends the multipart fields the contract
 * names (title, message, comma-separated languages, the image in `file`) only after the confirmation that names
 * the audience; the list shows each broadcast's delivery and reads it again while one is being sent.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyWireOf, wireBroadcast, wireImage } from '@wheeldeal/contract';
import { Toaster } from '../../../components/ui/toast';
import { i18next } from '../../../lib/i18n/i18n';
import { fakeApi, wireErrorAnswer } from '../../../test/fake-api';
import { recordForms } from '../../../test/multipart';
import { renderWithApp } from '../../../test/render';
import { wireRecordFixture } from '../../../test/wire-item';
import { BROADCAST_POLL_MS } from '../api/broadcasts';
import BroadcastScreen from './broadcast-screen';

beforeAll(async () => {
  await i18next.loadNamespaces(['admin']);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const broadcast = (id: string, values: Record<string, unknown>) =>
  wireRecordFixture(wireBroadcast, {
    id,
    title: 'Holiday sale',
    message: 'Half-price promotions this weekend.',
    languages: '',
    default_photo: emptyWireOf(wireImage),
    status: 'sent',
    recipients: '0',
    devices: '0',
    pushed: '0',
    failed: '0',
    added_date: '2026-11-25 09:00:00',
    finished_date: '',
    ...values,
  });

function renderScreen() {
  return renderWithApp(
    <>
      <BroadcastScreen />
      <Toaster />
    </>,
  );
}

describe('broadcast compose', () => {
  it('asks first, naming the languages, then sends title, message, languages and the image as multipart', async () => {
    const added = broadcast('bct_1', { languages: 'ar,de', status: 'queued' });
    let stored: (typeof added)[] = [];
    const api = fakeApi({
      'admin/broadcasts': () => (stored.length ? stored : wireErrorAnswer('10001##Sorry, record not found.')),
      'admin/broadcast_add': () => {
        stored = [added];
        return added;
      },
    });
    const forms = recordForms();
    renderScreen();
    expect(await screen.findByText('No broadcasts yet')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Title/), 'Holiday sale');
    await user.type(screen.getByLabelText(/^Message/), 'Half-price promotions this weekend.');
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'sale.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image (optional)'), image);
    expect(await screen.findByRole('img', { name: 'Preview of the image' })).toBeTruthy();
    await user.click(screen.getByLabelText(/^Chosen languages/));
    await user.click(screen.getByRole('button', { name: 'Deutsch' }));
    await user.click(screen.getByRole('button', { name: 'العربية' }));
    await user.click(screen.getByRole('button', { name: 'Send broadcast' }));

    const confirm = await screen.findByRole('dialog', { name: 'Send this broadcast?' });
    expect(within(confirm).getByText('It goes to users whose language is: العربية, Deutsch.')).toBeTruthy();
    expect(api.calls.some((c) => c.route === 'admin/broadcast_add')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Broadcast queued: delivery has started.')).toBeTruthy();
    expect(forms).toHaveLength(1);
    const sent = forms[0]!;
    expect(sent.get('title')).toBe('Holiday sale');
    expect(sent.get('message')).toBe('Half-price promotions this weekend.');
    expect(sent.get('languages')).toBe('ar,de');
    expect((sent.get('file') as File).name).toBe('sale.png');
    // The new broadcast is at the top of the list, and the form is empty again.
    expect(await screen.findByRole('article', { name: 'Holiday sale' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Title/).value).toBe('');
  });

  it('sends to everyone without an image when nothing else is chosen, and refuses empty text', async () => {
    fakeApi({ 'admin/broadcasts': [], 'admin/broadcast_add': broadcast('bct_2', { status: 'queued' }) });
    const forms = recordForms();
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send broadcast' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(screen.getByLabelText(/^Title/), 'Maintenance');
    await user.type(screen.getByLabelText(/^Message/), 'The site is down tonight.');
    await user.click(screen.getByRole('button', { name: 'Send broadcast' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send this broadcast?' });
    expect(within(confirm).getByText('It goes to everyone: their notification list and a push on their devices.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(forms[0]!.get('languages')).toBe('');
    expect(forms[0]!.get('file')).toBeNull();
  });
});

describe('broadcast progress', () => {
  it('shows pushed and failed of the devices, and reads the list again until the broadcast is sent', async () => {
    let answers = 0;
    fakeApi({
      'admin/broadcasts': () => {
        answers++;
        return answers === 1
          ? [broadcast('bct_1', { status: 'sending', recipients: '180', devices: '200', pushed: '90', failed: '10' }), broadcast('bct_0', { title: 'Old news', recipients: '5', devices: '0' })]
          : [broadcast('bct_1', { status: 'sent', recipients: '180', devices: '200', pushed: '196', failed: '4', finished_date: '2026-11-25 09:05:00' }), broadcast('bct_0', { title: 'Old news', recipients: '5', devices: '0' })];
      },
    });
    renderScreen();
    const row = await screen.findByRole('article', { name: 'Holiday sale' });
    expect(within(row).getByText('Sending')).toBeTruthy();
    expect(within(row).getByRole('progressbar', { name: 'Delivery of Holiday sale' }).getAttribute('aria-valuenow')).toBe('50');
    expect(within(row).getByText('180')).toBeTruthy();
    expect(within(row).getByText('200')).toBeTruthy();
    expect(within(row).getByText('90')).toBeTruthy();
    expect(within(row).getByText('10')).toBeTruthy();
    // Sent with no devices: done.
    const old = screen.getByRole('article', { name: 'Old news' });
    expect(within(old).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Holiday sale' })).getByText('Sent')).toBeTruthy(), { timeout: BROADCAST_POLL_MS * 3 });
    const done = screen.getByRole('article', { name: 'Holiday sale' });
    expect(within(done).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(done).getByText('196')).toBeTruthy();
    expect(answers).toBe(2);
  });
});
