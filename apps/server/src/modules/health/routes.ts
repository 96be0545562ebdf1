import type { FastifyInstance } from 'fastify';
import { type Database, isDatabaseReachable } from '../../db/client.ts';
import { databaseRetryAfterSeconds } from '../../plugins/database-unavailable.ts';

export function registerHealthRoutes(app: FastifyInstance, db: Database, kind: string) {
  app.get('/api/health', async (_request, reply) => {
    const reachable = await isDatabaseReachable(db);
    reply.header('Cache-Control', 'no-store');
    if (!reachable) reply.header('Retry-After', String(databaseRetryAfterSeconds));
    return reply.status(reachable ? 200 : 503).send({
      status: reachable ? 'ok' : 'unavailable',
      database: { kind, reachable },
    });
  });
}
