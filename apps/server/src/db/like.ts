/** `%keyword%` for ILIKE, with the keyword's own wildcard characters (`%`, `_`, `\`) escaped. */
export const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
