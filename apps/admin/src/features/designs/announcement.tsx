/** The page's polite live region, outlined while it says something. */
export function Announcement({ children }: { children: string }) {
  return (
    <p role="status" className={children ? 'rounded-md border border-success px-3 py-2 text-sm text-success' : ''}>
      {children}
    </p>
  );
}
