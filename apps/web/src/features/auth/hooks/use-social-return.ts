import { useEffect, useState } from 'react';
import { useAuthNavigation } from './use-auth-navigation';

/** Set by the server's social sign-in callback for this screen to read once (modules/social-login). */
const USER_COOKIE = 'wd_social_user';
const ERROR_COOKIE = 'wd_social_error';

/** Reads a cookie and deletes it: these carry one message from the server's redirect to the screen. */
function takeCookie(name: string): string | null {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  if (!found) return null;
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  try {
    return decodeURIComponent(found.slice(name.length + 1));
  } catch {
    return null;
  }
}

interface SignedInUser {
  user_id: string;
  user_name: string;
  role_id: string;
}

function parseUser(text: string | null): SignedInUser | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<SignedInUser>;
    return typeof v.user_id === 'string' && v.user_id && typeof v.user_name === 'string'
      ? { user_id: v.user_id, user_name: v.user_name, role_id: String(v.role_id ?? '') }
      : null;
  } catch {
    return null;
  }
}

/**
 * Back from a provider on the login or register screen: signed in (the server's session cookie is set; remember the
 * user and go where the user was headed), or the failure's message to show.
 */
export function useSocialReturn(): string | null {
  const { signedIn } = useAuthNavigation();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const user = parseUser(takeCookie(USER_COOKIE));
    if (user) {
      signedIn(user);
      return;
    }
    const failure = takeCookie(ERROR_COOKIE);
    if (failure) setError(failure);
  }, [signedIn]);
  return error;
}
