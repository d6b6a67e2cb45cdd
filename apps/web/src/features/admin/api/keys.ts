/** Query keys of the admin area, all under ['admin'] so a logout or a role change can drop them together. */
export const adminKeys = {
  all: ['admin'] as const,
  queue: ['admin', 'queue'] as const,
  pendingCount: ['admin', 'pending-count'] as const,
  items: (status: string, keyword: string) => ['admin', 'items', status, keyword] as const,
  itemsAll: ['admin', 'items'] as const,
  reports: ['admin', 'reports'] as const,
  users: (status: string, keyword: string) => ['admin', 'users', status, keyword] as const,
  usersAll: ['admin', 'users'] as const,
  catalog: (table: string, keyword: string) => ['admin', 'catalog', table, keyword] as const,
  catalogTable: (table: string) => ['admin', 'catalog', table] as const,
  catalogAll: (table: string) => ['admin', 'catalog-all', table] as const,
  settings: ['admin', 'settings'] as const,
  audit: (action: string) => ['admin', 'audit', action] as const,
  outbox: (channel: string, recipient: string) => ['admin', 'outbox', channel, recipient] as const,
  // Chat safety (H4 guardadmin).
  chatGuard: ['admin', 'chat-guard'] as const,
  chatReports: ['admin', 'chat-reports'] as const,
  // Broadcasts (issue 12).
  broadcasts: ['admin', 'broadcasts'] as const,
};
