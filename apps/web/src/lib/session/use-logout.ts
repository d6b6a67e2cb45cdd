import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../api/call';
import { disablePush } from '../notifications/push';
import { clearSession, getSessionUser } from './session-store';
import { pathFor } from '../../app/routes';

/** Logout (spec §4): `POST users/logout {user_id}`, forget the user whatever the answer, go to the dashboard. This
 * device's pushes stop first (they would reach whoever uses the browser next). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const user = getSessionUser();
    if (user) {
      await disablePush(user.user_id).catch(() => {});
      try {
        await call('users/logout', { body: { user_id: user.user_id } });
      } catch {
        /* the local session goes anyway */
      }
    }
    clearSession();
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'appinfo' });
    await queryClient.invalidateQueries({ queryKey: ['appinfo'] });
    navigate(pathFor('dashboard'));
  }, [navigate, queryClient]);
}
