import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatConversations } from '../../db/schema/index.ts';
import { openEventStream } from '../../test/event-stream.ts';
import { createStaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST } from '../../test/test-app.ts';
import { twoServerProcesses } from '../../test/two-processes.ts';

// Two server processes on one PostgreSQL database: what one process writes reaches the other's streams.
const processes = twoServerProcesses();

describe('live chat across server processes', () => {
  it('a staff reply posted through process B reaches the visitor’s stream on process A within 2 seconds', async () => {
    const visitorId = 'visitor_two_processes_01';
    const origin = await processes.first.server.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(`${origin}/api/chat/${visitorId}/events`, { host: PUBLIC_HOST });
    try {
      const sent = await processes.first.server.inject({
        method: 'POST',
        url: '/api/chat/messages',
        headers: { host: PUBLIC_HOST },
        payload: { visitorId, content: 'Anyone there?' },
      });
      expect(sent.statusCode).toBe(201);
      const [conversation] = await processes.second.database.db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.visitorId, visitorId));
      const sales = await createStaffSession(processes.second, 'sales');
      const started = Date.now();
      const reply = await processes.second.server.inject({
        method: 'POST',
        url: `/api/admin/support/chats/${conversation?.id}/messages`,
        headers: sales.headers,
        payload: { content: 'Yes, from the other process.' },
      });
      expect(reply.statusCode).toBe(201);
      const event = await stream.next('message', 2_000);
      // The automatic reply may come first; the staff reply must follow within the 2 seconds.
      const staffReply =
        (event.data as { content: string }).content === 'Yes, from the other process.'
          ? event
          : await stream.next('message', 2_000 - (Date.now() - started));
      expect(staffReply.data).toMatchObject({
        sender: 'agent',
        content: 'Yes, from the other process.',
        name: 'Test sales',
      });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      stream.close();
    }
  });
});
