import type { DashboardFigures } from '@atelier/domain/dashboard';
import { formatMoney } from '@atelier/domain/money';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PermissionGate } from '../components/permission-gate';
import { TableCard } from '../components/table-card';
import { SalesTrend } from '../features/dashboard/sales-trend';
import { TodoList } from '../features/dashboard/todo-list';
import { requirePage } from '../lib/admin-pages';
import { staffGet } from '../lib/api';
import { useAuth } from '../lib/auth';
import { isSessionOver } from '../lib/query-client';

/** A figure; with `to`, the figure links to the list behind it. */
function Stat({ label, value, to }: { label: string; value: string; to?: string }) {
  return (
    <div className="relative rounded-lg border border-border bg-card p-5 focus-within:outline-2 focus-within:outline-primary hover:bg-muted">
      <dt className="text-sm text-muted-fg">
        {to ? (
          <Link to={to} className="outline-none after:absolute after:inset-0">
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className="mt-1 text-2xl font-bold">{value}</dd>
    </div>
  );
}

function Figures({ figures }: { figures: DashboardFigures }) {
  return (
    <div className="space-y-8">
      <TodoList todo={figures.todo} />
      <section aria-labelledby="overview-title">
        <h2 id="overview-title" className="sr-only">
          Overview
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {figures.designs ? (
            <>
              <Stat label="Designs" value={String(figures.designs.total)} to="/marketplace/designs" />
              <Stat label="Featured designs" value={String(figures.designs.featured)} />
              <Stat label="Average price" value={formatMoney(figures.designs.averagePriceCents)} />
            </>
          ) : null}
          {figures.orders ? <Stat label="Orders" value={String(figures.orders.total)} to="/orders" /> : null}
          {figures.orders ? (
            <Stat label="Revenue" value={formatMoney(figures.orders.revenueCents)} to="/orders?status=paid" />
          ) : null}
          {figures.customers ? (
            <Stat label="Customers" value={String(figures.customers.total)} to="/customers" />
          ) : null}
        </dl>
      </section>
      {figures.salesTrend ? <SalesTrend weeks={figures.salesTrend} /> : null}
      {figures.mostPopular ? <MostPopular designs={figures.mostPopular} /> : null}
    </div>
  );
}

const POPULAR_COLUMNS = [
  { label: 'Design' },
  { label: 'Category' },
  { label: 'Price', align: 'right' },
  { label: 'Popularity', align: 'right' },
] as const;

function MostPopular({ designs }: { designs: NonNullable<DashboardFigures['mostPopular']> }) {
  return (
    <TableCard id="popular-title" title="Most popular designs" columns={POPULAR_COLUMNS}>
      <tbody>
        {designs.map((design) => (
          <tr key={design.id} className="border-t border-border">
            <th scope="row" className="px-5 py-3 font-medium">
              {design.title}
            </th>
            <td className="px-5 py-3">{design.category}</td>
            <td className="px-5 py-3 text-right">{formatMoney(design.priceCents)}</td>
            <td className="px-5 py-3 text-right">{design.popularity}</td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}

function DashboardContent() {
  const { sessionEnded } = useAuth();
  const [figures, setFigures] = useState<DashboardFigures | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    staffGet('/dashboard')
      .then((data) => current && setFigures(data))
      .catch((error: unknown) => {
        if (!current) return;
        if (isSessionOver(error)) sessionEnded();
        else setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [sessionEnded]);

  if (failed) {
    return (
      <p role="alert" className="text-danger">
        The dashboard figures could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!figures) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-fg">
        <LoaderCircle aria-hidden className="size-4 animate-spin" /> Loading figures...
      </p>
    );
  }
  return <Figures figures={figures} />;
}

export function Component() {
  return (
    <PermissionGate page={requirePage('/dashboard')}>
      <DashboardContent />
    </PermissionGate>
  );
}
