import { parseMarketplaceParams } from '@atelier/domain/catalog';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/drizzle-adapter.ts';
import { buyerAccounts, designs, savedSearches } from '../../db/schema/index.ts';
import { filterConditions } from '../catalog/filters.ts';
import { defuseLinks, mailHtml } from '../email/mail-text.ts';
import { type EmailRenderer, enqueueEmail } from '../email/outbox.ts';
import { unsubscribeToken } from './saved-searches.ts';

// The saved searches' digest (decision 044): at most one e-mail a day per buyer, listing the designs
// published since their searches were last checked. Any process may run a pass; each account's rows
// are locked (SKIP LOCKED) while it is handled, so two processes never mail one buyer twice.

export const SAVED_SEARCH_DIGEST_EMAIL = 'saved_search_digest';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Designs named in one digest; the e-mail links to the searches for the rest. */
const DIGEST_DESIGNS = 12;
/** Accounts handled per pass, the longest unchecked first. */
const ACCOUNTS_PER_PASS = 200;

/** The designs published after `since` that the search finds, newest first. */
async function newDesigns(db: Database, search: string, since: Date): Promise<string[]> {
  const query = parseMarketplaceParams(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search));
  const rows = await db
    .select({ id: designs.id })
    .from(designs)
    .where(and(filterConditions(query), gt(designs.publishedAt, since)))
    .orderBy(desc(designs.publishedAt), asc(designs.id))
    .limit(DIGEST_DESIGNS);
  return rows.map((row) => row.id);
}

/** Handles one account: a digest when its searches found anything new and none went out in a day. */
async function digestAccount(db: Database, accountId: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{
      id: string;
      search: string;
      checked_at: Date;
      last_sent_at: Date | null;
      email: string;
    }>(
      tx,
      sql`select s.id, s.search, s.checked_at, s.last_sent_at, a.email
          from ${savedSearches} s join ${buyerAccounts} a on a.id = s.account_id
          where s.account_id = ${accountId} for update of s skip locked`,
    );
    if (rows.length === 0) return false;
    const lastSent = Math.max(0, ...rows.map((row) => (row.last_sent_at ? new Date(row.last_sent_at).getTime() : 0)));
    if (at.getTime() - lastSent < DAY_MS) return false;
    const found = new Set<string>();
    for (const row of rows) {
      for (const id of await newDesigns(tx, row.search, new Date(row.checked_at))) found.add(id);
    }
    const ids = rows.map((row) => row.id);
    if (found.size === 0) {
      await tx.update(savedSearches).set({ checkedAt: at }).where(inArray(savedSearches.id, ids));
      return false;
    }
    await tx.update(savedSearches).set({ checkedAt: at, lastSentAt: at }).where(inArray(savedSearches.id, ids));
    const designIds = [...found].slice(0, DIGEST_DESIGNS).join(',');
    await enqueueEmail(tx, {
      kind: SAVED_SEARCH_DIGEST_EMAIL,
      to: rows[0]?.email ?? '',
      params: { accountId, designIds },
    });
    return true;
  });
}

/** One pass over the accounts whose digest may be due; the number of digests queued. */
export async function runSavedSearchDigests(db: Database, at: Date): Promise<number> {
  const due = await queryRows<{ account_id: string }>(
    db,
    sql`select account_id from ${savedSearches}
        group by account_id
        having coalesce(max(last_sent_at), '-infinity'::timestamptz) <= ${new Date(at.getTime() - DAY_MS)}
        order by min(checked_at) limit ${ACCOUNTS_PER_PASS}`,
  );
  let sent = 0;
  for (const { account_id } of due) if (await digestAccount(db, account_id, at)) sent += 1;
  return sent;
}

/** Runs a pass every `everyMs` (an hour) in this process; stops with the returned function. */
export function scheduleSavedSearchDigests(
  db: Database,
  log: FastifyBaseLogger,
  afterPass: (sent: number) => void,
  everyMs = 60 * 60_000,
): () => void {
  const timer = setInterval(() => {
    runSavedSearchDigests(db, new Date())
      .then((sent) => {
        if (sent > 0) afterPass(sent);
      })
      .catch((error: unknown) => log.warn({ err: error }, 'saved search digests failed; will retry'));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The digest, rendered at delivery: the designs still published, with a one-click unsubscribe. */
export function digestEmailTemplate(db: Database, secret: string): EmailRenderer {
  return async ({ accountId, designIds }, ctx) => {
    if (!accountId || !designIds) return null;
    const [account] = await db
      .select({ id: buyerAccounts.id })
      .from(buyerAccounts)
      .where(eq(buyerAccounts.id, accountId));
    if (!account) return null;
    const ids = designIds.split(',');
    const found = await db
      .select({ id: designs.id, title: designs.title })
      .from(designs)
      .where(and(inArray(designs.id, ids), eq(designs.status, 'published')));
    if (found.length === 0) return null;
    const links = found.map((design) => `${ctx.publicOrigin}/design/${design.id}`);
    const unsubscribe = `${ctx.publicOrigin}/account/alerts/unsubscribe?account=${accountId}&token=${unsubscribeToken(secret, accountId)}`;
    const text = [
      'Hello,',
      '',
      found.length === 1
        ? 'A new design matches one of your saved searches:'
        : `${found.length} new designs match your saved searches:`,
      ...found.flatMap((design, index) => ['', defuseLinks(design.title), links[index] ?? '']),
      '',
      `Your search alerts: ${ctx.publicOrigin}/account`,
      `Stop these e-mails: ${unsubscribe}`,
    ];
    return {
      subject: found.length === 1 ? 'A new design matches your search' : 'New designs match your searches',
      text: text.join('\n'),
      html: mailHtml(text, [...links, `${ctx.publicOrigin}/account`, unsubscribe]),
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  };
}
