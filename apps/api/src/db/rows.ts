/** Rows of a raw `execute` result: node-postgres answers `{ rows }`, which drizzle's shared type leaves unknown. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
