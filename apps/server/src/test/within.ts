/**
 * Reads until `accept` takes the value or `ms` have passed, and returns the last value read: for
 * what another process or a change notice makes true a little later.
 */
export async function within<T>(ms: number, read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
