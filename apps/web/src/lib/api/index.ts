export * from './client';
export * from './wire';
export * from './images';
export type * from './wire-types';
