/** Every domain's actions. A module adds its list here once. */
import type { ActionRegistry } from '../http/rest.ts';
import { appinfoActions } from './appinfo/appinfo.routes.ts';
import { usersActions } from './users/users.routes.ts';
import { itemsReadActions } from './items/items.read.routes.ts';
import { catalogActions } from './catalog/catalog.routes.ts';
import { itemsWriteActions } from './items/items.write.routes.ts';
import { mediaActions } from './media/media.routes.ts';
import { adminActions } from './admin/admin.routes.ts';
import { socialActions } from './social/social.routes.ts';
import { contentActions } from './content/content.routes.ts';

export function registerModules(registry: ActionRegistry): void {
  registry.add(...usersActions, ...appinfoActions);
  registry.add(...itemsReadActions);
  registry.add(...catalogActions);
  registry.add(...itemsWriteActions, ...mediaActions, ...adminActions);
  registry.add(...socialActions, ...contentActions);
}
