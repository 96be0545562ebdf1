import { ServerTable } from '../../components/data-table/server-table';
import { useChatList } from './api';
import { chatColumns } from './chat-columns';

/** Chats with visitors, unread first; refreshed live as messages arrive. */
export function ChatList({ page, onPageChange }: { page: number; onPageChange(page: number): void }) {
  const query = useChatList(page);
  return (
    <ServerTable
      label="Chats, unread first"
      noun="chats"
      columns={chatColumns}
      query={query}
      rowsOf={(list) => list.chats}
      list={{ setPage: onPageChange }}
      emptyText="No chats yet."
    />
  );
}
