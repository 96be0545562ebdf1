import type { StaffDesign } from '@atelier/domain/design-admin';
import { TriangleAlert } from 'lucide-react';

/**
 * The stated facts the design's floor plans disagree with, as the server found them
 * on its last save: a warning, since either the facts or the drawings may be the ones to correct.
 */
export function FactWarnings({ warnings }: { warnings: StaffDesign['factWarnings'] }) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="fact-warnings-title"
      className="space-y-1 rounded-md border border-danger bg-card px-3 py-2 text-sm"
    >
      <h3 id="fact-warnings-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4 text-danger" /> Facts that disagree with the drawings
      </h3>
      <ul className="list-disc space-y-1 pl-5">
        {warnings.map((warning) => (
          <li key={warning.field}>{warning.message}</li>
        ))}
      </ul>
      <p className="text-muted-fg">Correct the facts below or the drawings before buyers rely on them.</p>
    </section>
  );
}
