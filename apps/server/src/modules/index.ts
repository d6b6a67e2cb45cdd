/** Every domain's actions and jobs. A module adds its lists here once. */
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
import { JobRegistry, mailJob } from './jobs/index.ts';
import { authJobs } from './auth/auth.jobs.ts';
import { usersJobs } from './users/users.jobs.ts';

export function registerModules(registry: ActionRegistry): void {
  registry.add(...usersActions, ...appinfoActions);
  registry.add(...itemsReadActions);
  registry.add(...catalogActions);
  registry.add(...itemsWriteActions, ...mediaActions, ...adminActions);
  registry.add(...socialActions, ...contentActions);
}

/** Every job a worker runs: the queue's own (mail) and each domain's. */
export function moduleJobs(): JobRegistry {
  return new JobRegistry().add(mailJob, ...authJobs, ...usersJobs);
}
