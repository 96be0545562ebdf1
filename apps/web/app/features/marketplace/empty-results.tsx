import { Link } from 'react-router';

export function EmptyResults({ searched }: { searched: boolean }) {
  return (
    <div className="mt-8 rounded-lg border border-dashed border-border p-10 text-center">
      <h3 className="text-xl font-semibold">No designs match these filters</h3>
      <p className="mx-auto mt-2 max-w-md text-muted-fg">
        Try removing a filter or widening a price, area, width or depth range
        {searched ? ', or search for a different word' : ''}. The numbers beside each option show how many designs it
        would give.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-4">
        <Link
          to="/marketplace"
          className="rounded-md bg-primary px-4 py-2 font-semibold text-primary-fg hover:opacity-90"
        >
          Clear all filters
        </Link>
        <Link to="/contact" className="rounded-md border border-border px-4 py-2 font-semibold hover:border-primary">
          Ask for a custom design
        </Link>
      </div>
    </div>
  );
}
