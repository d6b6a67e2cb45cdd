/** Public face of the settings module: app settings groups merged over code defaults. */
export { getSettings, SETTING_DEFAULTS, updateSettings, type SettingGroup, type Settings } from './settings.service.ts';
