import type { AccountSavedSearch } from '@atelier/domain/account';
import { formatLongDate } from '@atelier/domain/number-format';
import { Form, Link } from 'react-router';
import { buttonClass } from './account-styles';

/** The saved searches whose new designs are e-mailed, each with its Stop button (a plain form). */
export function SearchAlerts({ alerts, notice }: { alerts: readonly AccountSavedSearch[]; notice: string | null }) {
  return (
    <section id="alerts" aria-labelledby="alerts-heading" className="mt-12 border-t border-border pt-8">
      <h2 id="alerts-heading" className="text-lg font-semibold">
        Search alerts
      </h2>
      {notice && (
        <p role="status" className="mt-3 rounded-md border border-border bg-muted/50 px-4 py-3 text-sm">
          {notice}
        </p>
      )}
      {alerts.length === 0 ? (
        <p className="mt-1 text-sm text-muted-fg">
          No alerts yet. On the marketplace, choose your filters, then “Alert me to new designs like these”.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-border rounded-lg border border-border" aria-label="Your search alerts">
          {alerts.map((alert) => (
            <li key={alert.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <Link to={`/marketplace${alert.search}`} className="font-medium hover:text-primary hover:underline">
                  {alert.label || 'All designs'}
                </Link>
                <p className="text-sm text-muted-fg">
                  Saved {formatLongDate(alert.createdAt)}
                  {alert.lastSentAt ? `, last e-mailed ${formatLongDate(alert.lastSentAt)}` : ''}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="alert" value={alert.id} />
                <button type="submit" name="intent" value="remove-alert" className={buttonClass}>
                  Stop<span className="sr-only">{` the alert for ${alert.label || 'all designs'}`}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
