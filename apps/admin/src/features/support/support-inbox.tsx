import { Tabs } from 'radix-ui';
import { ChatList } from './chat-list';
import { InquiryList } from './inquiry-list';
import { type InboxTab, useInboxParams } from './use-inbox-params';

const triggerClass =
  '-mb-px inline-flex h-10 items-center border-b-2 border-transparent px-4 text-sm font-medium text-muted-fg hover:text-fg data-[state=active]:border-primary data-[state=active]:text-fg';

/** /support: chats and contact inquiries in two tabs; the tab is in the URL (?tab=chats|inquiries). */
export function SupportInbox() {
  const { tab, page, setTab, setPage } = useInboxParams();
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as InboxTab)} className="space-y-4">
      <Tabs.List aria-label="Support inbox" className="flex border-b border-border">
        <Tabs.Trigger value="chats" className={triggerClass}>
          Chats
        </Tabs.Trigger>
        <Tabs.Trigger value="inquiries" className={triggerClass}>
          Inquiries
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="chats" className="space-y-4">
        <h2 className="sr-only">Chats</h2>
        <ChatList page={page} onPageChange={setPage} />
      </Tabs.Content>
      <Tabs.Content value="inquiries" className="space-y-4">
        <h2 className="sr-only">Inquiries</h2>
        <InquiryList />
      </Tabs.Content>
    </Tabs.Root>
  );
}
