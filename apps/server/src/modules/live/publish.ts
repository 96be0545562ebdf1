import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * The PostgreSQL NOTIFY channels every server process listens on. Payloads carry ids only (NOTIFY
 * payloads are public to every database session and limited to 8000 bytes); listeners read the rest.
 */
export const LIVE_CHANNELS = {
  /** { notificationId } */
  notifications: 'atelier_notifications',
  /** { conversationId, visitorId, messageId } */
  chat: 'atelier_chat',
  /** { kind: 'design' | 'price' | 'category' | 'featured', id }: staff changed what the storefront lists. */
  catalogue: 'atelier_catalogue',
  /** { kind: 'service' | 'team' | 'testimonial' | 'site', id }: staff changed the studio's content. */
  content: 'atelier_content',
  /** { roleId }: a staff role or its permissions changed; every process drops its role table. */
  staffRoles: 'atelier_staff_roles',
  /**
   * { kind: 'general' | 'build_costs' | 'inclusions' | 'plan_options' }: staff saved the shop settings,
   * imported the build costs, or saved what each licence includes or the plan options; every process drops
   * its cached copy (and its storefront pages).
   */
  settings: 'atelier_settings',
} as const;

export type LiveChannel = (typeof LIVE_CHANNELS)[keyof typeof LIVE_CHANNELS];

/**
 * Announces a change to every server process. Inside a transaction the notice is sent on commit and
 * dropped on rollback, so listeners never hear about a change that did not happen.
 */
export async function publish(tx: Database, channel: LiveChannel, payload: Record<string, string | number>) {
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}

/** `publish` as an expression inside a larger statement: `payload` is an SQL expression of the JSON text. */
export function publishExpression(channel: LiveChannel, payload: SQL): SQL {
  return sql`pg_notify(${channel}, ${payload})`;
}
