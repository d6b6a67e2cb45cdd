/** Public face of the admin module: its calls. */
import { adminActions as coreActions } from './admin.routes.ts';
import { chatSafetyActions } from './chat-safety.routes.ts';
import { broadcastActions } from './broadcast.routes.ts';

export const adminActions = [...coreActions, ...chatSafetyActions, ...broadcastActions];
