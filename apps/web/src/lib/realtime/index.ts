export * from './client';
export * from './use-realtime';
