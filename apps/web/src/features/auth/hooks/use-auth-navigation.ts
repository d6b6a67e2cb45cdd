import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { authRedirectQuery, redirectTarget } from '../../../app/redirect';
import { pathFor, type RouteName } from '../../../app/routes';
import type { User } from '../../../lib/queries/users';
import { startSession } from '../../../lib/session/session-store';
import { clearPendingVerification, setPendingVerification } from '../../../lib/session/pending-verification';

/**
 * What happens after an auth call answers with a User: signed in (go to the redirect target) or pending
 * verification (go to /verify-email, keeping the redirect). Auth screens link to each other with `linkTo`,
 * which keeps the redirect query too.
 */
export function useAuthNavigation() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();

  const linkTo = useCallback(
    (name: RouteName) => pathFor(name, {}, authRedirectQuery('login', {}, new URLSearchParams(search))),
    [search],
  );

  const signedIn = useCallback(
    (user: Pick<User, 'user_id' | 'user_name'> & { role_id: User['role_id'] | string }) => {
      // The stored session keeps the role as text (it outlives the page in localStorage).
      startSession({ user_id: user.user_id, user_name: user.user_name, role_id: String(user.role_id) });
      clearPendingVerification();
      void queryClient.invalidateQueries();
      navigate(redirectTarget(new URLSearchParams(search)), { replace: true });
    },
    [navigate, queryClient, search],
  );

  const needsVerification = useCallback(
    (user: User, email: string) => {
      setPendingVerification({ user_id: user.user_id, user_email: user.user_email || email });
      navigate(linkTo('verify-email'));
    },
    [navigate, linkTo],
  );

  /** Route a User answer: status 1 signs in, anything else waits for e-mail verification. */
  const handleUser = useCallback(
    (user: User, email: string) => {
      if (user.status === 1) signedIn(user);
      else needsVerification(user, email);
    },
    [signedIn, needsVerification],
  );

  return { signedIn, needsVerification, handleUser, linkTo };
}
