/** Wire records of the alerts calls (saved searches, subscribed makes) as the server sends them, for web unit tests. */
import { emptyWireOf, wireImage, wireSavedSearch, wireSubscribedMake, type WireOf } from '@wheeldeal/contract';
import { wireRecordFixture } from './wire-item';

export const wireSavedSearchFixture = (id: string, name: string, filters: Record<string, string>, values: Record<string, unknown> = {}): WireOf<typeof wireSavedSearch> =>
  wireRecordFixture(wireSavedSearch, { id, name, frequency: 'instant', filters, match_count: '0', added_date: '2026-11-20 10:00:00', updated_date: '', ...values });

export const wireSubscribedMakeFixture = (id: string, name: string, catId: string, catName: string): WireOf<typeof wireSubscribedMake> =>
  wireRecordFixture(wireSubscribedMake, { sub_cat_id: id, sub_cat_name: name, cat_id: catId, cat_name: catName, default_photo: emptyWireOf(wireImage), added_date: '2026-11-20 10:00:00' });
