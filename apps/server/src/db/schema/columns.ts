import { customType } from 'drizzle-orm/pg-core';

/** Binary data (files), read and written as bytes. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
