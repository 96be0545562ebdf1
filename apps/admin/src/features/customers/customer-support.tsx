import type { CustomerChatSummary, CustomerInquirySummary } from '@atelier/domain/customers';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateTime } from '../../components/date-time';
import { linkClass } from '../../components/form-styles';
import { StatusBadge } from '../../components/status-badge';

function SupportList({ id, title, empty, items }: { id: string; title: string; empty: string; items: ReactNode[] }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-card p-4">
      <h3 id={id} className="mb-3 font-semibold">
        {title}
      </h3>
      {items.length === 0 ? <p className="text-sm">{empty}</p> : <ul className="space-y-2 text-sm">{items}</ul>}
    </section>
  );
}

/** Contact inquiries and chats from the same e-mail address, linking into the support inbox. */
export function CustomerSupport({
  inquiries,
  chats,
}: {
  inquiries: CustomerInquirySummary[];
  chats: CustomerChatSummary[];
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SupportList
        id="customer-inquiries-title"
        title="Inquiries"
        empty="No contact inquiries."
        items={inquiries.map((inquiry) => (
          <li key={inquiry.id} className="flex flex-wrap items-center gap-2">
            <Link to={`/support/inquiries/${encodeURIComponent(inquiry.id)}`} className={linkClass}>
              {inquiry.subject}
            </Link>
            <StatusBadge tone="neutral">{inquiry.status}</StatusBadge>
            <span className="text-muted-fg">
              <DateTime value={inquiry.createdAt} />
            </span>
          </li>
        ))}
      />
      <SupportList
        id="customer-chats-title"
        title="Chats"
        empty="No chats."
        items={chats.map((chat) => (
          <li key={chat.id}>
            <Link to={`/support/chats/${encodeURIComponent(chat.id)}`} className={linkClass}>
              Chat, last message <DateTime value={chat.lastMessageAt} />
            </Link>
          </li>
        ))}
      />
    </div>
  );
}
