import { PageTabs, TabPanel } from '../../components/page-tabs';
import { ChatList } from './chat-list';
import { InquiryList } from './inquiry-list';
import { useInboxParams } from './use-inbox-params';

const TABS = [
  { value: 'chats', label: 'Chats' },
  { value: 'inquiries', label: 'Inquiries' },
] as const;

/** /support: chats and contact inquiries in two tabs; the tab is in the URL (?tab=chats|inquiries). */
export function SupportInbox() {
  const { tab, setTab } = useInboxParams();
  return (
    <PageTabs label="Support inbox" tabs={TABS} value={tab} onValueChange={setTab}>
      <TabPanel value="chats" className="space-y-4">
        <h2 className="sr-only">Chats</h2>
        <ChatList />
      </TabPanel>
      <TabPanel value="inquiries" className="space-y-4">
        <h2 className="sr-only">Inquiries</h2>
        <InquiryList />
      </TabPanel>
    </PageTabs>
  );
}
