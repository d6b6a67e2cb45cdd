/**
 * Login/register redirects (spec §2.3): the links carry `?redirect=<current route name>`; the current params and
 * query ride along only for the item and item-list pages. After login the user lands on that named route.
 */
import { useLocation, useMatches, useParams } from 'react-router-dom';
import { isRouteName, pathFor, type RouteName } from './routes';

const CARRIES_CONTEXT: ReadonlySet<string> = new Set<RouteName>(['item', 'item-list']);
/** Screens that are part of signing in: their own redirect query is passed on rather than pointing at them. */
const AUTH_FLOW: ReadonlySet<string> = new Set<RouteName>([
  'login',
  'login-phone',
  'register',
  'verify-email',
  'verify-code',
  'forgot-password',
  'reset-password',
]);
/** Query keys never carried along. */
const PRIVATE_KEYS = new Set(['token', 'redirect']);

/** Name of the deepest matched route ("not-found" for unknown paths). */
export function useRouteName(): string {
  const matches = useMatches();
  return matches[matches.length - 1]?.id ?? 'dashboard';
}

/** Query for a link to login/register from the current screen. */
export function useAuthRedirectQuery(): URLSearchParams {
  const name = useRouteName();
  const params = useParams();
  const { search } = useLocation();
  return authRedirectQuery(name, params, new URLSearchParams(search));
}

export function authRedirectQuery(name: string, params: Record<string, string | undefined>, search: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  if (AUTH_FLOW.has(name)) {
    const redirect = search.get('redirect');
    if (!redirect) return out;
    out.set('redirect', redirect);
    if (CARRIES_CONTEXT.has(redirect)) for (const [k, v] of search) if (!PRIVATE_KEYS.has(k)) out.append(k, v);
    return out;
  }
  if (!isRouteName(name) || name === 'dashboard') return out;
  out.set('redirect', name);
  if (CARRIES_CONTEXT.has(name)) {
    for (const [k, v] of Object.entries(params)) if (v && k !== '*') out.set(k, v);
    for (const [k, v] of search) if (!PRIVATE_KEYS.has(k)) out.append(k, v);
  }
  return out;
}

/** Where to go after signing in, from the `redirect` query (default: the dashboard). */
export function redirectTarget(search: URLSearchParams): string {
  const name = search.get('redirect');
  if (!isRouteName(name) || AUTH_FLOW.has(name)) return pathFor('dashboard');
  if (!CARRIES_CONTEXT.has(name)) {
    try {
      return pathFor(name);
    } catch {
      return pathFor('dashboard'); // a route that needs params we do not carry
    }
  }
  const routeParams: Record<string, string> = {};
  const query = new URLSearchParams();
  const paramKeys = name === 'item' ? ['itemName'] : ['manufacturerName'];
  for (const [k, v] of search) {
    if (PRIVATE_KEYS.has(k)) continue;
    if (paramKeys.includes(k)) routeParams[k] = v;
    else query.append(k, v);
  }
  if (name === 'item' && !routeParams.itemName) return pathFor('dashboard');
  return pathFor(name, routeParams, query);
}

/** `/login?redirect=…` or `/register?redirect=…` for the current screen. */
export function useAuthLinks(): { login: string; register: string } {
  const query = useAuthRedirectQuery();
  return { login: pathFor('login', {}, query), register: pathFor('register', {}, query) };
}
