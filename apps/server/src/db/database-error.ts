/** The database's own error under the driver's and Drizzle's wrapping errors (their `.cause`), if any. */
export function databaseError(error: unknown): { code: string; message: string; detail?: unknown } | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && typeof message === 'string') return current as { code: string; message: string };
  }
  return null;
}

/** Whether the statement failed on a unique index or key (SQLSTATE 23505): a row like it exists. */
export const isUniqueViolation = (error: unknown) => databaseError(error)?.code === '23505';
