import type { SupportChatList, SupportChatSummary } from '@atelier/domain/support-inbox';
import { ServerTable } from '../../components/data-table/server-table';
import { useChatList } from './api';
import { chatColumns } from './chat-columns';
import { pageCount } from './use-inbox-params';

const rowId = (row: SupportChatSummary) => row.id;
const pageOfChats = (list: SupportChatList) => ({
  rows: list.chats,
  total: list.total,
  page: list.page,
  pageCount: pageCount(list.total, list.pageSize),
});
const SERVER_ORDER = { id: 'activity', desc: true };
const noSort = () => undefined;

/** Chats with visitors, unread first; refreshed live as messages arrive. */
export function ChatList({ page, onPageChange }: { page: number; onPageChange(page: number): void }) {
  const query = useChatList(page);
  return (
    <ServerTable
      label="Chats, unread first"
      columns={chatColumns}
      rowId={rowId}
      query={query}
      pageOf={pageOfChats}
      sort={SERVER_ORDER}
      onSortChange={noSort}
      onPageChange={onPageChange}
      loadingText="Loading chats..."
      emptyText="No chats yet."
      errorTitle="The chats could not be loaded."
    />
  );
}
