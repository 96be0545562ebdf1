import type { SupportChatSummary } from '@atelier/domain/support-inbox';
import { ServerTable } from '../../components/data-table/server-table';
import { useChatList } from './api';
import { chatColumns } from './chat-columns';
import { pageCount } from './use-inbox-params';

const rowId = (row: SupportChatSummary) => row.id;
const SERVER_ORDER = { id: 'activity', desc: true };
const noSort = () => undefined;

/** Chats with visitors, unread first; refreshed live as messages arrive. */
export function ChatList({ page, onPageChange }: { page: number; onPageChange(page: number): void }) {
  const query = useChatList(page);
  const data = query.data && {
    rows: query.data.chats,
    total: query.data.total,
    page: query.data.page,
    pageCount: pageCount(query.data.total, query.data.pageSize),
  };
  return (
    <ServerTable
      label="Chats, unread first"
      columns={chatColumns}
      rowId={rowId}
      data={data}
      isError={query.isError}
      error={query.error}
      isFetching={query.isPlaceholderData}
      refetch={() => void query.refetch()}
      sort={SERVER_ORDER}
      onSortChange={noSort}
      onPageChange={onPageChange}
      loadingText="Loading chats..."
      emptyText="No chats yet."
      errorTitle="The chats could not be loaded."
    />
  );
}
