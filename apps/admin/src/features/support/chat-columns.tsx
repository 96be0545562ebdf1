import type { SupportChatSummary } from '@atelier/domain/support-inbox';
import { Link } from 'react-router';
import { ListLink } from '../../components/data-table/back-to-list';
import { dataColumns, dateTimeCell } from '../../components/data-table/data-table';
import { linkClass } from '../../components/form-styles';
import { StatusBadge } from '../../components/status-badge';

/**
 * Where the visitor wrote from and, when the e-mail they left is a customer's, who they are, linked to
 * the customer's page. Shown in the chat list and above a thread.
 */
export function VisitorContext({ chat }: { chat: Pick<SupportChatSummary, 'page' | 'customer'> }) {
  if (!chat.page && !chat.customer) return <span className="text-muted-fg">Not known</span>;
  return (
    <span className="flex flex-col gap-0.5 text-sm">
      {chat.page ? (
        <span className="break-all">
          <span className="text-muted-fg">Page: </span>
          <code>{chat.page}</code>
        </span>
      ) : null}
      {chat.customer ? (
        <span>
          <span className="text-muted-fg">Customer: </span>
          <Link to={`/customers/${encodeURIComponent(chat.customer.id)}`} className={linkClass}>
            {chat.customer.name}
          </Link>
        </span>
      ) : null}
    </span>
  );
}

/** Who the visitor is: the e-mail they left, else the end of their anonymous id. */
export const visitorLabel = (chat: { visitorEmail: string | null; visitorId: string }) =>
  chat.visitorEmail ?? `Visitor ${chat.visitorId.slice(-8)}`;

const column = dataColumns<SupportChatSummary>();

/** The server orders chats (unread first, then newest activity); no column sorts. */
export const chatColumns = column.columns([
  column.display({
    id: 'visitor',
    header: 'Visitor',
    meta: { rowHeader: true },
    cell: (info) => (
      <ListLink to={`/support/chats/${encodeURIComponent(info.row.original.id)}`}>
        {visitorLabel(info.row.original)}
      </ListLink>
    ),
  }),
  column.accessor('lastMessage', {
    header: 'Last message',
    cell: (info) => {
      const last = info.getValue();
      if (!last) return <span className="text-muted-fg">No messages yet</span>;
      return (
        <span className="line-clamp-2 max-w-prose break-words">
          <span className="font-medium">{last.sender === 'agent' ? 'Agent: ' : 'Visitor: '}</span>
          {last.content}
        </span>
      );
    },
  }),
  column.display({
    id: 'context',
    header: 'Page and customer',
    cell: (info) => <VisitorContext chat={info.row.original} />,
  }),
  column.accessor('lastMessageAt', {
    header: 'Last activity',
    cell: dateTimeCell,
  }),
  column.accessor('unread', {
    header: 'Unread',
    cell: (info) =>
      info.getValue() > 0 ? (
        <StatusBadge tone="info">{info.getValue()} unread</StatusBadge>
      ) : (
        <span className="text-muted-fg">None</span>
      ),
  }),
]);
