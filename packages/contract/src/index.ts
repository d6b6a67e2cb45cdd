export * from './limits.ts';
export * from './enums.ts';
export * from './users.ts';
export * from './search.ts';
export * from './items.ts';
export * from './admin.ts';
export * from './social.ts';
