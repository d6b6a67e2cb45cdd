/**
 * The item entry form rendered whole (its hooks, the contract's zod schema, the draft in sessionStorage) against a
 * fake REST answer table. It opens on the step a saved draft was on; the details step shows the schema's messages
 * and keeps what the seller typed; a valid step moves on and the draft remembers the new step.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import {
  wireCategoryFixture,
  wireCurrencyFixture,
  wireFormLookupsFixture,
  wireLocationFixture,
  wireLookupFixture as lookup,
} from '../../../test/wire-item';
import { draftKey as draftKeyOf, readTextDraft, writeTextDraft } from './draft';
import { entryConfig } from './entry-context';
import { EntryForm } from './entry-form';
import { EMPTY_VALUES } from './form';
import { EMPTY_MEDIA } from './media';

const KEY = draftKeyOf('u1', '');

beforeEach(() => {
  fakeApi({
    'itemvariables/all_variable_front': wireFormLookupsFixture({
      tags: [lookup('tag1', 'Family car')],
      item_types: [lookup('type1', 'For sale')],
      conditions: [lookup('cond1', 'New'), lookup('cond2', 'Used')],
      currencies: [wireCurrencyFixture('usd', '$', 'USD')],
    }),
    'categories/get': [wireCategoryFixture('cat1', 'Cars')],
    'itemlocations/search': [wireLocationFixture('city1', 'Yangon')],
  });
  // The seller had reached the details step before a reload.
  writeTextDraft(KEY, { values: { ...EMPTY_VALUES, cat_id: 'cat1' }, step: 2, savedAt: 0 });
});

function renderForm() {
  return renderWithApp(
    <EntryForm
      draftKey={KEY}
      initialValues={EMPTY_VALUES}
      initialMedia={EMPTY_MEDIA}
      config={entryConfig(undefined)}
      outOfPosts={false}
      onDiscard={vi.fn()}
      onPostAnother={vi.fn()}
      header={(actions) => <header>{actions}</header>}
    />,
    { route: '/item-entry' },
  );
}

describe('item entry form: the details step', () => {
  it('opens on the step of the saved draft', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Title and description' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it("shows the contract's messages on Next and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderForm();
    const form = screen.getByRole('form', { name: /Post a listing/ });
    const title = within(form).getByRole<HTMLInputElement>('textbox', { name: 'Title' });
    const description = within(form).getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    const long = 'A'.repeat(61);
    await user.click(title);
    await user.paste(long);
    expect(within(form).getByText('61/60')).toBeTruthy();
    await user.type(description, 'Too short');
    await user.click(within(form).getByRole('button', { name: 'Next' }));

    expect(await within(form).findByText('Title/Subtitle should contain maximum 60 character.')).toBeTruthy();
    expect(within(form).getByText('Use at least 30 characters.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    // Still on this step, with the seller's text as typed.
    expect(screen.getByRole('heading', { name: 'Title and description' })).toBeTruthy();
    expect(title.value).toBe(long);
    expect(description.value).toBe('Too short');
  });

  it('moves on once the step is valid, and the draft remembers the step and the text', async () => {
    const user = userEvent.setup();
    renderForm();
    const form = screen.getByRole('form', { name: /Post a listing/ });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Corolla Hybrid 2019');
    await user.type(within(form).getByRole('textbox', { name: 'Subtitle' }), 'One owner, garage kept');
    await user.click(within(form).getByRole('textbox', { name: 'Description' }));
    await user.paste('Serviced every year, new tyres, no accidents.');
    // The choices arrive from itemvariables/all_variable_front.
    const tag = within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Tag' });
    await waitFor(() => expect(tag.options.length).toBeGreaterThan(1));
    await user.selectOptions(tag, 'Family car');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Listing type' }), 'For sale');
    await user.click(within(within(form).getByRole('group', { name: 'Condition' })).getByRole('radio', { name: 'Used' }));
    await user.click(within(form).getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Price and deal' })).toBeTruthy();
    expect(readTextDraft(KEY)).toMatchObject({ step: 3, values: { title: 'Corolla Hybrid 2019', tag_id: 'tag1', condition_of_item_id: 'cond2' } });
  });
});
