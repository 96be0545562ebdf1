import { PLAN_FILE_MAX_BYTES } from '@atelier/domain/design-admin';
import type { DrawingKind, QuoteDrawing, StaffQuote } from '@atelier/domain/quotes';
import { DateTime } from '../../components/date-time';
import { FileUpload } from '../../components/file-upload';
import { linkClass } from '../../components/form-styles';
import { StatusBadge } from '../../components/status-badge';
import { PLAN_FILE_TYPES } from '../../lib/plan-file-types';
import { useDrawingUpload } from './api';

type Announce = (message: string) => void;

const KIND_LABELS: Record<DrawingKind, string> = { preliminary: 'Preliminary', final: 'Final' };

/** The uploads a quote takes now, by kind. */
const DRAWING_UPLOADS: [DrawingKind, (quote: StaffQuote) => boolean][] = [
  ['preliminary', (quote) => quote.can.uploadPreliminary],
  ['final', (quote) => quote.can.uploadFinal],
];

function Decision({ drawing }: { drawing: QuoteDrawing }) {
  if (!drawing.decision) {
    return drawing.kind === 'preliminary' ? (
      <p className="text-sm text-muted-fg">Awaiting the buyer's decision.</p>
    ) : null;
  }
  const approved = drawing.decision === 'approved';
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge tone={approved ? 'success' : 'warning'}>{approved ? 'Approved' : 'Changes requested'}</StatusBadge>
        {drawing.decidedAt ? (
          <span className="text-muted-fg">
            <DateTime value={drawing.decidedAt} />
          </span>
        ) : null}
      </p>
      {drawing.comment ? (
        <blockquote className="border-l-2 border-border pl-3 text-sm break-words whitespace-pre-line">
          {drawing.comment}
        </blockquote>
      ) : null}
    </div>
  );
}

function DrawingItem({ drawing }: { drawing: QuoteDrawing }) {
  return (
    <li className="space-y-2 rounded-lg border border-border p-4">
      <h4 className="font-medium">
        {KIND_LABELS[drawing.kind]} v{drawing.version}
      </h4>
      <p className="text-sm">
        <a href={drawing.url ?? undefined} target="_blank" rel="noreferrer" className={`${linkClass} break-all`}>
          {drawing.fileName}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
      <p className="text-sm text-muted-fg">
        Uploaded <DateTime value={drawing.uploadedAt} />
        {drawing.uploadedBy ? ` by ${drawing.uploadedBy}` : null}
      </p>
      <Decision drawing={drawing} />
    </li>
  );
}

const UPLOAD_TEXTS: Record<DrawingKind, { button: string; progress: string }> = {
  preliminary: { button: 'Upload preliminary drawings', progress: 'Uploading the preliminary drawings' },
  final: { button: 'Upload final drawings', progress: 'Uploading the final drawings' },
};

function UploadDrawings({ number, kind, announce }: { number: string; kind: DrawingKind; announce: Announce }) {
  const upload = useDrawingUpload(number, kind);
  return (
    <div className="space-y-2">
      <FileUpload
        upload={upload}
        buttonLabel={UPLOAD_TEXTS[kind].button}
        {...PLAN_FILE_TYPES['plan-set']}
        maxBytes={PLAN_FILE_MAX_BYTES}
        progressLabel={UPLOAD_TEXTS[kind].progress}
        onSend={() => announce('')}
        onUploaded={() => announce('Drawings uploaded')}
      />
    </div>
  );
}

interface QuoteDrawingsProps {
  quote: StaffQuote;
  canUpdate: boolean;
  announce: Announce;
}

/** Every version of the drawings sent to the buyer, with the buyer's decision on each; and the uploads. */
export function QuoteDrawings({ quote, canUpdate, announce }: QuoteDrawingsProps) {
  const kinds = DRAWING_UPLOADS.filter(([, allowed]) => canUpdate && allowed(quote)).map(([kind]) => kind);
  return (
    <section aria-labelledby="quote-drawings-title" className="space-y-3 rounded-lg border border-border bg-card p-4">
      <div>
        <h3 id="quote-drawings-title" className="font-semibold">
          Drawings
        </h3>
        <p className="text-sm text-muted-fg">
          The buyer is e-mailed when drawings are uploaded, and approves the preliminary ones or asks for changes.
        </p>
      </div>
      {quote.drawings.length === 0 ? (
        <p className="text-sm">No drawings yet.</p>
      ) : (
        <ul aria-label={`Drawings of quote ${quote.number}`} className="grid gap-4 lg:grid-cols-2">
          {quote.drawings.map((drawing) => (
            <DrawingItem key={drawing.id} drawing={drawing} />
          ))}
        </ul>
      )}
      {kinds.length > 0 ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {kinds.map((kind) => (
            <UploadDrawings key={kind} number={quote.number} kind={kind} announce={announce} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
