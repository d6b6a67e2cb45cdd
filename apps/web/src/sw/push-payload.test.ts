/** What the service worker takes from a push message: our notification, or nothing for anything else. */
import { describe, expect, it } from 'vitest';
import { wireNotiFixture } from '../test/wire-noti';
import { notiOfPush } from './push-payload';

const message = (text: string) => ({ text: () => text, json: () => JSON.parse(text) as unknown });

describe('notiOfPush', () => {
  it('reads the wire Noti of the payload', () => {
    const noti = wireNotiFixture({ id: 'nt3', flag: 'review', title: 'New review', message: 'Bo Bo rated you.' });
    expect(notiOfPush(message(JSON.stringify({ noti })))).toMatchObject({ id: 'nt3', flag: 'review', title: 'New review', message: 'Bo Bo rated you.' });
  });

  it('ignores an empty, unreadable or foreign payload', () => {
    expect(notiOfPush(null)).toBeNull();
    expect(notiOfPush(message('not json'))).toBeNull();
    expect(notiOfPush(message(JSON.stringify({ title: 'hello' })))).toBeNull();
    expect(notiOfPush(message(JSON.stringify({ noti: { id: 'x', title: 'no flag' } })))).toBeNull();
  });
});
