/** Every domain's actions. A module adds its list here once, from its public index. */
import type { ActionRegistry } from '../http/rest.ts';
import { adminActions } from './admin/index.ts';
import { appinfoActions } from './appinfo/index.ts';
import { catalogActions } from './catalog/index.ts';
import { contentActions } from './content/index.ts';
import { itemsReadActions, itemsWriteActions } from './items/index.ts';
import { mediaActions } from './media/index.ts';
import { socialActions } from './social/index.ts';
import { usersActions } from './users/index.ts';

export function registerModules(registry: ActionRegistry): void {
  registry.add(...usersActions, ...appinfoActions);
  registry.add(...itemsReadActions);
  registry.add(...catalogActions);
  registry.add(...itemsWriteActions, ...mediaActions, ...adminActions);
  registry.add(...socialActions, ...contentActions);
}
