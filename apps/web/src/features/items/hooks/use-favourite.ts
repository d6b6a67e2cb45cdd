import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthLinks } from '../../../app/redirect';
import { useSession } from '../../../lib/session/session-store';
import { usePressFavourite } from '../api/press-favourite';
import type { Item } from '../../../lib/api/types';

/**
 * The heart of one item: flips at once, settles on the server's answer, reverts on failure. Visitors are sent to
 * login first, with the redirect back to the page they are on (its filters included).
 */
export function useFavourite(item: Pick<Item, 'id' | 'is_favourited'>) {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const links = useAuthLinks();
  const mutation = usePressFavourite();
  const [override, setOverride] = useState<{ id: string; source: boolean; value: boolean } | null>(null);
  // A fresh server value (or another item) wins over a local override.
  const current = override && override.id === item.id && override.source === item.is_favourited ? override.value : item.is_favourited;

  const toggle = () => {
    if (!isLoggedIn) {
      navigate(links.login);
      return;
    }
    const next = !current;
    const source = item.is_favourited;
    setOverride({ id: item.id, source, value: next });
    mutation.mutate(item.id, {
      onSuccess: (fresh) => setOverride({ id: item.id, source, value: fresh.is_favourited }),
      onError: () => setOverride({ id: item.id, source, value: !next }),
    });
  };

  return { pressed: current, toggle, busy: mutation.isPending };
}
