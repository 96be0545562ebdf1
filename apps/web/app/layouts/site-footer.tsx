import { Link } from 'react-router';

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-border bg-muted">
      <div className="mx-auto max-w-7xl px-4 py-10 text-sm text-muted-fg">
        <p>Designing places people love since 2010.</p>
        <p>350 Fifth Avenue, New York, NY 10118</p>
        <nav aria-label="Legal" className="mt-4 flex gap-4">
          <Link to="/privacy">Privacy Policy</Link>
          <Link to="/terms">Terms of Service</Link>
          <Link to="/sitemap">Sitemap</Link>
        </nav>
      </div>
    </footer>
  );
}
