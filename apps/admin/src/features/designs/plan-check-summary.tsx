import { formatNumber } from '@atelier/domain/number-format';
import { Link } from 'react-router';
import { useListLinkState } from '../../components/data-table/back-to-list';
import { designPagePath, usePlanCheckSummary } from './api';

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

/**
 * Above the catalogue: how many designs' building models fail their plan check, how many designs each
 * rule finds something in, and the failing designs to open and fix (decision 076).
 */
export function PlanCheckSummary() {
  const summary = usePlanCheckSummary();
  const linkState = useListLinkState();
  const data = summary.data;
  if (!data || data.checked === 0) return null;
  return (
    <section aria-labelledby="plan-check-title" className="space-y-3 rounded-lg border border-border bg-card p-4">
      <h2 id="plan-check-title" className="font-semibold">
        Building models: plan check
      </h2>
      <p className="text-sm">
        {data.failing === 0
          ? `All ${plural(data.checked, 'building model passes', 'building models pass')} the plan check.`
          : `${formatNumber(data.failing)} of ${plural(data.checked, 'design', 'designs')} with a building model fail the plan check: fix them before they can be published.`}
      </p>
      {data.rules.length > 0 ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Designs per plan check rule</caption>
          <thead className="border-b border-border text-muted-fg">
            <tr>
              <th scope="col" className="py-1.5 font-medium">
                Rule
              </th>
              <th scope="col" className="py-1.5 font-medium">
                Kind
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Designs
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rules.map((row) => (
              <tr key={row.rule} className="border-b border-border/60">
                <th scope="row" className="py-1.5 font-normal">
                  {row.title}
                </th>
                <td className="py-1.5">{row.severity === 'error' ? 'Error' : 'Warning'}</td>
                <td className="py-1.5 text-right tabular-nums">{formatNumber(row.designs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data.designs.length > 0 ? (
        <ul aria-label="Designs that fail the plan check" className="space-y-1 text-sm">
          {data.designs.map((design) => (
            <li key={design.id}>
              <Link to={designPagePath(design.id)} state={linkState} className="font-medium underline">
                {design.title}
              </Link>{' '}
              <span className="text-muted-fg">
                {plural(design.errors, 'error', 'errors')}, {plural(design.warnings, 'warning', 'warnings')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
