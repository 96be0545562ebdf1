import { formatLongDate } from '@atelier/domain/number-format';
import type { QuoteDrawing } from '@atelier/domain/quotes';
import { FileText } from 'lucide-react';

const KIND_LABELS: Record<QuoteDrawing['kind'], string> = {
  preliminary: 'Preliminary drawings',
  final: 'Final drawings',
};

/** "Preliminary drawings v2" */
export const drawingTitle = (drawing: QuoteDrawing) => `${KIND_LABELS[drawing.kind]} v${drawing.version}`;

/** The newest preliminary drawings the buyer has not yet approved or asked changes to, if any. */
export function drawingAwaitingDecision(drawings: readonly QuoteDrawing[]): QuoteDrawing | undefined {
  return drawings
    .filter((drawing) => drawing.kind === 'preliminary' && drawing.decision === null)
    .reduce<QuoteDrawing | undefined>(
      (newest, drawing) => (newest && newest.version > drawing.version ? newest : drawing),
      undefined,
    );
}

/**
 * A drawing's file: a plain link, as the file is answered by a resource route, not a page. Final
 * drawings have no link here: they are delivered, stamped, with the order that pays for them.
 */
export function DrawingLink({ drawing }: { drawing: QuoteDrawing }) {
  if (drawing.url === null) {
    return (
      <span className="inline-flex items-center gap-2 font-medium">
        <FileText aria-hidden className="size-4" />
        {drawing.fileName}
      </span>
    );
  }
  return (
    <a
      href={drawing.url}
      className="inline-flex items-center gap-2 font-medium text-primary underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <FileText aria-hidden className="size-4" />
      {drawing.fileName}
    </a>
  );
}

/** What the studio says changed in this version, when they said it. */
export function DrawingNote({ drawing, className = '' }: { drawing: QuoteDrawing; className?: string }) {
  if (!drawing.note) return null;
  return (
    <p className={`break-words whitespace-pre-line ${className}`.trim()}>
      <span className="font-medium">What changed: </span>
      {drawing.note}
    </p>
  );
}

const FINAL_DRAWINGS_DELIVERY = "Delivered, stamped with your licence, in your order's downloads once paid.";

function Decision({ drawing }: { drawing: QuoteDrawing }) {
  if (drawing.kind === 'final') return <p className="text-muted-fg">{FINAL_DRAWINGS_DELIVERY}</p>;
  if (!drawing.decision) {
    return <p className="text-muted-fg">Awaiting your decision</p>;
  }
  const decided = drawing.decidedAt ? ` on ${formatLongDate(drawing.decidedAt)}` : '';
  if (drawing.decision === 'approved') return <p className="text-success">{`Approved${decided}`}</p>;
  return (
    <>
      <p>{`Changes requested${decided}`}</p>
      {drawing.comment && (
        <blockquote className="mt-1 border-l-2 border-border pl-3 whitespace-pre-line text-muted-fg">
          {drawing.comment}
        </blockquote>
      )}
    </>
  );
}

/** Every set of drawings the studio sent, newest as the server lists them, with the buyer's decision on each. */
export function QuoteDrawings({ drawings }: { drawings: readonly QuoteDrawing[] }) {
  return (
    <section aria-labelledby="drawings-heading" className="mt-8">
      <h2 id="drawings-heading" className="text-lg font-semibold">
        Drawings
      </h2>
      {drawings.length === 0 ? (
        <p className="mt-2 text-sm text-muted-fg">
          No drawings yet: they appear here as soon as the studio sends them.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-border rounded-lg border border-border">
          {drawings.map((drawing) => (
            <li key={drawing.id} className="space-y-1 p-4 text-sm">
              <h3 className="font-semibold">{drawingTitle(drawing)}</h3>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <DrawingLink drawing={drawing} />
                <span className="text-muted-fg">{`uploaded ${formatLongDate(drawing.uploadedAt)}`}</span>
              </p>
              <DrawingNote drawing={drawing} />
              <Decision drawing={drawing} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
