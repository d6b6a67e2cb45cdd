export * from './limits.ts';
export * from './enums.ts';
export * from './users.ts';
