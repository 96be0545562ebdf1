/** The page's announcement of what just happened (a saved change, a move). */
const announcementClass = 'rounded-md border border-success px-3 py-2 text-sm text-success';

/** What just happened on the page, read out by screen readers; empty until something happens. */
export function Announcement({ children }: { children: string }) {
  return (
    <p role="status" className={children ? announcementClass : ''}>
      {children}
    </p>
  );
}
