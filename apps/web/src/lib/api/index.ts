export * from './client';
export * from './call';
export * from './images';
export type * from './types';
