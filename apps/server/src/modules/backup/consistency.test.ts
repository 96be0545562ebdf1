// @postgres: concurrent requests.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeTestOrder } from '../../test/orders.ts';
import { tempDir } from '../../test/temp-dir.ts';
import { useTestApp } from '../../test/test-app.ts';
import { writeBackup } from './export.ts';
import { type BackupHeader, readBackupLines } from './format.ts';

const app = useTestApp();

/** The order ids in the backup's orders table and those its order lines point to. */
async function ordersAndLines(file: string) {
  const tables = new Map<string, (string | null)[][]>();
  let header: BackupHeader | undefined;
  let current: (string | null)[][] = [];
  for await (const line of readBackupLines(file)) {
    if ('format' in line) header = line;
    else if ('table' in line) {
      current = [];
      tables.set(line.table, current);
    } else if (Array.isArray(line)) current.push(line);
  }
  const column = (table: string, name: string) => {
    const index = header?.tables.find((entry) => entry.name === table)?.columns.indexOf(name) ?? -1;
    return (tables.get(table) ?? []).map((row) => row[index]);
  };
  return { orders: new Set(column('orders', 'id')), lineOrders: new Set(column('order_lines', 'order_id')) };
}

describe('a backup taken while orders are placed', () => {
  it('is one snapshot: every order in it has its lines, every line its order', async () => {
    await placeTestOrder(app);
    const file = path.join(tempDir('consistency'), 'backup.jsonl.gz');
    const placing = Array.from({ length: 12 }, () => placeTestOrder(app));
    const late: Promise<unknown>[] = [];
    const backup = writeBackup(app.database.db, file, {
      kind: 'manual',
      database: 'pglite',
      sessionSecret: app.env.SESSION_SECRET,
      // An order placed after the orders table is read and before its lines are: a copy that is not one
      // snapshot would hold its lines without the order. (PGlite runs it after the backup: one connection.)
      afterTable: async (table) => {
        if (table !== 'orders') return;
        const placed = placeTestOrder(app);
        late.push(placed);
        await Promise.race([placed, new Promise((resolve) => setTimeout(resolve, 2_000))]);
      },
    });
    const more = Array.from({ length: 12 }, () => placeTestOrder(app));
    await Promise.all([backup, ...placing, ...more]);
    await Promise.all(late);
    expect(late).toHaveLength(1);

    const { orders, lineOrders } = await ordersAndLines(file);
    expect(orders.size).toBeGreaterThan(0);
    expect([...orders].sort()).toEqual([...lineOrders].sort());
  });
});
