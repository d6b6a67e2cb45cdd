export * from './client';
export * from './call';
export * from './wire';
export * from './images';
export type * from './wire-types';
