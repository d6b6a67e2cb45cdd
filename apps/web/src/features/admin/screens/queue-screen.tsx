/**
 * The moderation queue: pending listings, the longest waiting first, one card each. Built for doing hundreds a
 * day: j/k move between cards, a approves, r rejects (with a reason), d disables, v shows the photos; each
 * action takes the listing out of the queue at once and a toast confirms it. "Load more" fetches the next page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Lightbox } from '../../../components/ui/lightbox';
import { CheckIcon } from '../../../components/icons';
import { usePendingItems } from '../api/get-pending-items';
import { rowsOf } from '../api/paging';
import type { AdminItem } from '../api/get-admin-items';
import { RefreshIcon } from '../components/admin-icons';
import { ListLoading, ListState, LoadMore } from '../components/list-state';
import { ModerationDialogs } from '../components/moderation-dialogs';
import { PageHeader } from '../components/page-header';
import { photosOf, QueueCard } from '../components/queue-card';
import { ShortcutHelp } from '../components/shortcut-help';
import { useModerate } from '../hooks/use-moderate';
import { isShortcutEvent } from '../lib/keyboard';

export default function QueueScreen() {
  const { t } = useTranslation('admin');
  const query = usePendingItems();
  const rows = rowsOf(query.data?.pages);
  const moderate = useModerate();

  const [index, setIndex] = useState(0);
  const [rejecting, setRejecting] = useState<AdminItem | null>(null);
  const [disabling, setDisabling] = useState<AdminItem | null>(null);
  const [viewer, setViewer] = useState<{ item: AdminItem; index: number } | null>(null);
  const [help, setHelp] = useState(false);
  const cards = useRef(new Map<string, HTMLElement>());
  /** After an action the next card takes the place of the one that left; focus follows it. */
  const refocus = useRef(false);

  const current = rows.length ? Math.min(index, rows.length - 1) : -1;
  const selected = current >= 0 ? rows[current] : undefined;

  const focusCard = useCallback((item: AdminItem | undefined) => {
    const el = item ? cards.current.get(item.id) : undefined;
    if (!el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    focusCard(selected);
  }, [selected, focusCard]);

  // The loaded rows are all dealt with but the server has more: fetch them without a click.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (rows.length === 0 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [rows.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const act = useCallback(
    (item: AdminItem, action: 'approve' | 'reject' | 'disable', reason?: string) => {
      refocus.current = true;
      void moderate({ item, action, reason });
    },
    [moderate],
  );

  const move = useCallback(
    (delta: number) => {
      if (!rows.length) return;
      const next = Math.max(0, Math.min(rows.length - 1, current + delta));
      if (delta > 0 && next === rows.length - 1 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
      setIndex(next);
      focusCard(rows[next]);
    },
    [rows, current, hasNextPage, isFetchingNextPage, fetchNextPage, focusCard],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcutEvent(event)) return;
      if (event.key === '?') {
        event.preventDefault();
        setHelp((v) => !v);
        return;
      }
      const key = event.key.toLowerCase();
      if (key === 'j') move(1);
      else if (key === 'k') move(-1);
      else if (!selected) return;
      else if (key === 'a') act(selected, 'approve');
      else if (key === 'r') setRejecting(selected);
      else if (key === 'd') setDisabling(selected);
      else if (key === 'v' && photosOf(selected).length) setViewer({ item: selected, index: 0 });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [move, act, selected]);

  const viewerPhotos = viewer ? photosOf(viewer.item).map((p, i) => ({ path: p.img_path, alt: p.img_desc || t('queue.photo_alt', { title: viewer.item.title, index: i + 1 }) })) : [];

  return (
    <section aria-labelledby="admin-page-title">
      <PageHeader
        title={t('queue.title')}
        description={t('queue.description')}
        actions={
          <>
            <Button variant="ghost" size="sm" onClick={() => void query.refetch()} loading={query.isRefetching && !query.isFetchingNextPage}>
              {!query.isRefetching && <RefreshIcon size={18} />}
              {t('list.refresh')}
            </Button>
            <ShortcutHelp open={help} onOpenChange={setHelp} />
          </>
        }
      />

      <ListState
        query={query}
        count={rows.length}
        skeleton={<ListLoading rows={3} className="h-72" />}
        empty={{ title: t('queue.empty_title'), description: t('queue.empty_text'), icon: <CheckIcon /> }}
      >
        <p className="sr-only" aria-live="polite">
          {selected ? t('queue.selected', { position: current + 1, total: rows.length, title: selected.title }) : ''}
        </p>
        <ol className="flex flex-col gap-4">
          {rows.map((item, i) => (
            <li key={item.id}>
              <QueueCard
                ref={(el) => {
                  if (el) cards.current.set(item.id, el);
                  else cards.current.delete(item.id);
                }}
                item={item}
                selected={i === current}
                onSelect={() => setIndex(i)}
                onApprove={() => act(item, 'approve')}
                onReject={() => setRejecting(item)}
                onDisable={() => setDisabling(item)}
                onOpenPhoto={(photo) => setViewer({ item, index: photo })}
              />
            </li>
          ))}
        </ol>
        <LoadMore query={query} />
      </ListState>

      <ModerationDialogs
        rejecting={rejecting}
        disabling={disabling}
        onCloseReject={() => setRejecting(null)}
        onCloseDisable={() => setDisabling(null)}
        onAct={act}
      />
      <Lightbox
        photos={viewerPhotos}
        index={viewer?.index ?? null}
        onIndexChange={(i) => setViewer((v) => (v && i !== null ? { ...v, index: i } : null))}
        title={viewer?.item.title ?? ''}
        labels={{
          previous: t('photos.previous'),
          next: t('photos.next'),
          counter: (n, total) => t('photos.counter', { current: n, total }),
        }}
      />
    </section>
  );
}
