import { useLocation } from 'react-router';
import { BackToList } from '../../components/data-table/back-to-list';
import type { InboxTab } from './use-inbox-params';

/** Back to the inbox as it was filtered, or to the right tab when the page was opened directly. */
export function BackToInbox({ tab }: { tab: InboxTab }) {
  const state: unknown = useLocation().state;
  const fromList = Boolean(state && typeof state === 'object' && 'listSearch' in state && state.listSearch);
  return (
    <BackToList to={fromList ? '/support' : `/support?tab=${tab}`}>
      {tab === 'chats' ? 'Back to chats' : 'Back to inquiries'}
    </BackToList>
  );
}
