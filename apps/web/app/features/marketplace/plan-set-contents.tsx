import { CheckList } from '../../components/check-list';

/**
 * The drawings a buyer receives: a generated plan set's own sheet index, or the sheets staff listed for
 * an uploaded set (plan-inclusions.ts). What each licence adds sits beside the licence choice.
 */
export function PlanSetContents({ drawings }: { drawings: readonly string[] }) {
  return (
    <section aria-labelledby="included-heading" className="rounded-lg border border-border bg-card p-6">
      <h2 id="included-heading" className="text-xl font-semibold">
        What's in the plan set
      </h2>
      {drawings.length > 0 ? (
        <CheckList items={drawings} className="mt-4 grid gap-2 sm:grid-cols-2" />
      ) : (
        <p className="mt-4 text-sm">
          The sheet list of this plan set is on its way: ask us in the chat before you buy.
        </p>
      )}
      <p className="mt-4 text-sm text-muted-fg">
        Files are available to download as soon as your order is paid. Local codes differ: have the drawings reviewed by
        a licensed professional where you build.
      </p>
    </section>
  );
}
