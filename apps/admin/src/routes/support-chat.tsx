import { useParams } from 'react-router';
import { PermissionGate } from '../components/permission-gate';
import { ChatThreadPage } from '../features/support/chat-thread-page';
import { requirePage } from '../lib/admin-pages';

export function Component() {
  const { id = '' } = useParams();
  return (
    <PermissionGate page={requirePage('/support/chats/:id')}>
      <ChatThreadPage key={id} id={id} />
    </PermissionGate>
  );
}
