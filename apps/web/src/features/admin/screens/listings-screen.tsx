/**
 * Listings by state — published, disabled, rejected — with a search over title, item id and owner id. Each row
 * offers the staff transitions of its state: reject or disable a live listing, enable a disabled one, approve a
 * rejected one. Tab and search live in the address (?status=…&q=…).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CarIcon } from '../../../components/icons';
import { useAdminItems, type AdminItemStatus } from '../api/get-admin-items';
import { adminKeys } from '../api/keys';
import type { ModerationAction } from '../api/moderate-item';
import { removeRows, rowsOf } from '../api/paging';
import type { AdminItem } from '../api/get-admin-items';
import { ItemRow } from '../components/item-row';
import { ListState, LoadMore } from '../components/list-state';
import { ModerationDialogs } from '../components/moderation-dialogs';
import { PageHeader } from '../components/page-header';
import { SearchInput } from '../components/search-input';
import { TabBar } from '../components/tab-bar';
import { TransitionButtons } from '../components/transition-buttons';
import { useModerate } from '../hooks/use-moderate';
import { useDebouncedValue } from '../lib/use-debounced-value';

const STATUSES: readonly AdminItemStatus[] = ['published', 'disabled', 'rejected'];

export default function ListingsScreen() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as AdminItemStatus) : 'published';
  const [text, setText] = useState(params.get('q') ?? '');
  const keyword = useDebouncedValue(text.trim(), 350);
  const query = useAdminItems(status, keyword);
  const rows = rowsOf(query.data?.pages);
  const client = useQueryClient();
  const moderate = useModerate();
  const [rejecting, setRejecting] = useState<AdminItem | null>(null);
  const [disabling, setDisabling] = useState<AdminItem | null>(null);

  const tabTo = (s: AdminItemStatus) => {
    const next = new URLSearchParams(params);
    next.set('status', s);
    return `?${next.toString()}`;
  };

  const run = (item: AdminItem, action: ModerationAction, reason?: string) => {
    removeRows<AdminItem>(client, adminKeys.items(status, keyword), (r) => r.id === item.id);
    void moderate({ item, action, reason });
  };

  const onAction = (item: AdminItem, action: ModerationAction) => {
    if (action === 'reject') setRejecting(item);
    else if (action === 'disable') setDisabling(item);
    else run(item, action);
  };

  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader title={t('listings.title')} description={t('listings.description')} />
      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <TabBar
          label={t('listings.tabs')}
          tabs={STATUSES.map((s) => ({ key: s, label: t(`listings.status.${s}`), to: tabTo(s), active: s === status }))}
        />
        <SearchInput
          label={t('listings.search')}
          value={text}
          className="md:w-80"
          onChange={(e) => {
            setText(e.target.value);
            const next = new URLSearchParams(params);
            if (e.target.value.trim()) next.set('q', e.target.value.trim());
            else next.delete('q');
            setParams(next, { replace: true });
          }}
        />
      </div>
      <ListState
        query={query}
        count={rows.length}
        empty={{ title: keyword ? t('list.no_match') : t(`listings.empty.${status}`), icon: <CarIcon /> }}
      >
        <ul className="flex flex-col gap-3" aria-busy={query.isFetching || undefined}>
          {rows.map((item) => (
            <li key={item.id}>
              <ItemRow
                item={item}
                extra={
                  item.reject_reason && status === 'rejected' ? (
                    <p className="rounded-lg bg-danger-soft px-3 py-2 text-sm whitespace-pre-line text-danger">
                      <span className="font-semibold">{t('listings.reject_reason')}: </span>
                      {item.reject_reason}
                    </p>
                  ) : undefined
                }
                actions={<TransitionButtons status={item.status} onAction={(action) => onAction(item, action)} />}
              />
            </li>
          ))}
        </ul>
        <LoadMore query={query} />
      </ListState>

      <ModerationDialogs
        rejecting={rejecting}
        disabling={disabling}
        onCloseReject={() => setRejecting(null)}
        onCloseDisable={() => setDisabling(null)}
        onAct={run}
      />
    </section>
  );
}
