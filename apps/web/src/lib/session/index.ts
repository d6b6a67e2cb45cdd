export * from './session-store';
export * from './pending-verification';
export * from './use-logout';
