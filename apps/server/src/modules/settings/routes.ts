import { studioInclusionsSchema } from '@atelier/domain/plan-inclusions';
import { studioPlanOptionsSchema } from '@atelier/domain/plan-option-admin';
import { retentionResponseSchema, retentionSettingsSchema } from '@atelier/domain/retention';
import {
  shopSettingsResponseSchema,
  shopSettingsUpdateSchema,
  testEmailRequestSchema,
  testEmailResultSchema,
} from '@atelier/domain/shop-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, staffOf } from '../../plugins/staff-auth.ts';
import type { Services } from '../../services.ts';
import { staffActorOf } from '../audit/staff-actor.ts';
import type { LiveHub } from '../live/hub.ts';
import { LIVE_CHANNELS } from '../live/publish.ts';
import { readRetention, runRetentionNow } from './retention.ts';

/**
 * Staff API for /settings/general, /settings/inclusions, /settings/plan-options and data retention
 * (permission settings:read to read, settings:update to change).
 */
export function registerSettingsRoutes(app: FastifyInstance, services: Services, live: LiveHub) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const shop = services.settings;
  // Every process drops its cached copy when any process saves the settings.
  shop.cache.followChanges((handler) => live.subscribe(LIVE_CHANNELS.settings, handler));

  const answer = { 200: shopSettingsResponseSchema };
  api.get('/api/admin/settings', { ...access('settings', 'read'), schema: { response: answer } }, async () =>
    shop.read(),
  );
  api.put(
    '/api/admin/settings',
    { ...access('settings', 'update'), schema: { body: shopSettingsUpdateSchema, response: answer } },
    async (request) => shop.update(request.body, staffActorOf(request)),
  );
  const inclusions = { 200: studioInclusionsSchema };
  api.get(
    '/api/admin/settings/inclusions',
    { ...access('settings', 'read'), schema: { response: inclusions } },
    async () => ({ licences: await shop.inclusions.read() }),
  );
  api.put(
    '/api/admin/settings/inclusions',
    { ...access('settings', 'update'), schema: { body: studioInclusionsSchema, response: inclusions } },
    async (request) => ({ licences: await shop.inclusions.save(request.body.licences, staffActorOf(request)) }),
  );
  const planOptions = { 200: studioPlanOptionsSchema };
  api.get(
    '/api/admin/settings/plan-options',
    { ...access('settings', 'read'), schema: { response: planOptions } },
    async () => ({ options: await shop.planOptions.read() }),
  );
  api.put(
    '/api/admin/settings/plan-options',
    { ...access('settings', 'update'), schema: { body: studioPlanOptionsSchema, response: planOptions } },
    async (request) => ({ options: await shop.planOptions.save(request.body.options, staffActorOf(request)) }),
  );
  const retention = { 200: retentionResponseSchema };
  api.get(
    '/api/admin/settings/retention',
    { ...access('settings', 'read'), schema: { response: retention } },
    async () => readRetention(services.db),
  );
  api.put(
    '/api/admin/settings/retention',
    { ...access('settings', 'update'), schema: { body: retentionSettingsSchema, response: retention } },
    async (request) => {
      await shop.retention.save(request.body, staffActorOf(request));
      return readRetention(services.db);
    },
  );
  api.post(
    '/api/admin/settings/retention/run',
    { ...access('settings', 'update'), schema: { body: z.object({}).strict(), response: retention } },
    async (request) => runRetentionNow(services.db, staffActorOf(request)),
  );
  api.post(
    '/api/admin/settings/test-email',
    {
      ...access('settings', 'update'),
      schema: { body: testEmailRequestSchema, response: { 200: testEmailResultSchema } },
    },
    // Without an address the test goes to the member's own.
    async (request) => shop.sendTestEmail(request.body.to ?? staffOf(request).user.email, staffActorOf(request)),
  );
}
