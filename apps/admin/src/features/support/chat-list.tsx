import { ListFilters, SearchBox } from '../../components/data-table/list-filters';
import { ServerTable } from '../../components/data-table/server-table';
import { useChatList } from './api';
import { chatColumns } from './chat-columns';
import { useInboxParams } from './use-inbox-params';

/** Chats with visitors, unread first, searchable; refreshed live as messages arrive. */
export function ChatList() {
  const inbox = useInboxParams();
  const { search } = inbox;
  const query = useChatList(inbox.page, search);
  return (
    <div className="space-y-4">
      <ListFilters label="Filter chats">
        <SearchBox
          label="Search chats"
          placeholder="Words of a message, an e-mail or a visitor id"
          value={search}
          onChange={inbox.setSearch}
        />
      </ListFilters>
      <ServerTable
        label="Chats, unread first"
        noun="chats"
        columns={chatColumns}
        query={query}
        rowsOf={(list) => list.chats}
        list={inbox}
        emptyText={search ? 'No chat matches this search.' : 'No chats yet.'}
      />
    </div>
  );
}
