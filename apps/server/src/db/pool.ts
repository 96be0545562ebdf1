import pg from 'pg';

/**
 * The pool of connections to PostgreSQL: node-postgres's pool, except after a failed statement.
 *
 * `pg.Pool#query` closes the connection after any failed statement. An error PostgreSQL answered with
 * (a constraint, a statement that refuses itself, a cancelled statement) leaves the connection usable,
 * and closing it costs a reconnect and every statement prepared on it; this pool gives the connection
 * back then. Any other failure (the socket, a timeout in the client) still closes it, and so does
 * PostgreSQL ending the session.
 */
export class ConnectionKeepingPool extends pg.Pool {
  // Only the promise form (what drizzle calls) is handled here; callbacks and streams keep pg's own.
  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool#query has a dozen overloads; this one forwards them all.
  override query(...args: any[]): any {
    const [text, values, callback] = args as [unknown, unknown, unknown];
    const plain = typeof text === 'string' || (typeof text === 'object' && text !== null && !('submit' in text));
    if (plain && typeof values !== 'function' && callback === undefined) {
      return this.queryKeepingConnection(text as string | pg.QueryConfig, values as unknown[] | undefined);
    }
    return (super.query as (...forwarded: unknown[]) => unknown)(...args);
  }

  private async queryKeepingConnection(text: string | pg.QueryConfig, values?: unknown[]) {
    const connection = await this.connect();
    let broken: Error | undefined;
    // Out of the pool a connection has no other listener for its own 'error' (its socket failed):
    // without one the process would stop. pg's `query` listens the same way.
    const onError = (error: Error) => {
      broken = error;
    };
    connection.once('error', onError);
    try {
      return await connection.query(text, values);
    } catch (error) {
      if (!(error instanceof pg.DatabaseError)) broken ??= error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      connection.removeListener('error', onError);
      connection.release(broken);
    }
  }
}
