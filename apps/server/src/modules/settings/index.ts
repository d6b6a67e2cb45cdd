/** Public face of the settings module: app settings groups merged over code defaults, and the chat guard's patterns. */
export { getSettings, SETTING_DEFAULTS, updateSettings, type SettingGroup, type Settings } from './settings.service.ts';
export { CHAT_GUARD_RECHECK_MS, chatGuard, loadChatGuard, replaceChatGuard, type ChatGuardState } from './chat-guard.ts';
