/** Every domain's actions. A module adds its list here once. */
import type { ActionRegistry } from '../http/rest.ts';
import { appinfoActions } from './appinfo/appinfo.routes.ts';
import { usersActions } from './users/users.routes.ts';

export function registerModules(registry: ActionRegistry): void {
  registry.add(...usersActions, ...appinfoActions);
}
