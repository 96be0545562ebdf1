import { PLAN_FILE_MAX_BYTES } from '@atelier/domain/design-admin';
import {
  DRAWING_NOTE_MAX,
  type DrawingKind,
  drawingUploadFieldsSchema,
  type QuoteDrawing,
  type StaffQuote,
} from '@atelier/domain/quotes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DateTime } from '../../components/date-time';
import { FileDropZone } from '../../components/file-drop-zone';
import { SubmitButton } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { fieldErrorClass, linkClass, textareaClass } from '../../components/form-styles';
import { StatusBadge } from '../../components/status-badge';
import { UploadProgress } from '../../components/upload-progress';
import { formatBytes } from '../../lib/format-bytes';
import { PLAN_FILE_TYPES } from '../../lib/plan-file-types';
import { errorMessage } from '../../lib/query-client';
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
      {drawing.note ? (
        <p className="text-sm break-words whitespace-pre-line">
          <span className="font-medium">What changed: </span>
          {drawing.note}
        </p>
      ) : null}
      <Decision drawing={drawing} />
    </li>
  );
}

const UPLOAD_TEXTS: Record<DrawingKind, { title: string; choose: string; button: string; progress: string }> = {
  preliminary: {
    title: 'New preliminary drawings',
    choose: 'Choose the preliminary drawings',
    button: 'Upload preliminary drawings',
    progress: 'Uploading the preliminary drawings',
  },
  final: {
    title: 'Final drawings',
    choose: 'Choose the final drawings',
    button: 'Upload final drawings',
    progress: 'Uploading the final drawings',
  },
};

/**
 * A drawing version's upload: the file is chosen first (nothing is sent yet), with a note of what changed
 * in it for the buyer (optional, checked with the server's schema); the button sends both.
 */
function UploadDrawings({ number, kind, announce }: { number: string; kind: DrawingKind; announce: Announce }) {
  const upload = useDrawingUpload(number, kind);
  const form = useForm({ resolver: zodResolver(drawingUploadFieldsSchema), defaultValues: { note: '' } });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const chosenId = useId();
  const titleId = useId();
  const texts = UPLOAD_TEXTS[kind];

  const choose = (chosen: File | null, refusal: string | null) => {
    setFile(chosen);
    setFileError(refusal);
    upload.reset();
  };
  const submit = form.handleSubmit(({ note }) => {
    if (!file) {
      setFileError('Choose the drawings to upload.');
      return;
    }
    announce('');
    upload.mutate(
      { file, note: note ?? '' },
      {
        onSuccess: () => {
          setFile(null);
          form.reset({ note: '' });
          announce('Drawings uploaded');
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      className="min-w-0 space-y-3 rounded-lg border border-border p-4"
    >
      <h4 id={titleId} className="font-semibold">
        {texts.title}
      </h4>
      <FileDropZone
        buttonLabel={texts.choose}
        {...PLAN_FILE_TYPES['plan-set']}
        maxBytes={PLAN_FILE_MAX_BYTES}
        disabled={upload.isPending}
        describedBy={chosenId}
        onFile={(chosen) => choose(chosen, null)}
        onRefused={(message) => choose(null, message)}
      />
      <p id={chosenId} aria-live="polite" className="text-sm">
        {file ? `Chosen: ${file.name} (${formatBytes(file.size)})` : 'No file chosen yet.'}
      </p>
      {fileError ? (
        <p role="alert" className={fieldErrorClass}>
          {fileError}
        </p>
      ) : null}
      <FormField
        label="What changed (optional)"
        hint={`Shown to the buyer beside this version, at most ${DRAWING_NOTE_MAX} characters.`}
        error={form.formState.errors.note?.message}
      >
        {(control) => <textarea {...control} {...form.register('note')} rows={3} className={textareaClass} />}
      </FormField>
      {upload.isPending ? <UploadProgress label={texts.progress} fraction={upload.progress} /> : null}
      {upload.error ? (
        <p role="alert" className="rounded-md border border-danger px-3 py-2 text-sm text-danger">
          {errorMessage(upload.error)}
        </p>
      ) : null}
      <div className="flex justify-end">
        <SubmitButton pending={upload.isPending}>{texts.button}</SubmitButton>
      </div>
    </form>
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
