import { RequireAuth } from '../components/require-auth';
import { NotificationsMenu } from '../features/notifications/notifications-menu';
import { AdminSearch } from '../features/search/admin-search';

/** The layout route of every page behind sign-in: the shell, with the search box and notifications in its top bar. */
export function SignedInLayout() {
  return (
    <RequireAuth
      topBarTools={
        <>
          <AdminSearch />
          <NotificationsMenu />
        </>
      }
    />
  );
}
