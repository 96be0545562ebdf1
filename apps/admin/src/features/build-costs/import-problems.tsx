import { ApiRequestError } from '../../lib/api';
import { errorMessage } from '../../lib/query-client';

/** 'line 4' → 'Line 4'; the file as a whole has no line. */
const placeOf = (key: string) => (key === 'file' ? 'The file' : key.replace(/^line/, 'Line'));

/** Why an import was refused: the server's message, then what is wrong on each line it names. */
export function ImportProblems({ error }: { error: unknown }) {
  if (!error) return null;
  const fields = error instanceof ApiRequestError ? Object.entries(error.fields) : [];
  return (
    <div role="alert" className="space-y-2 rounded-md border border-danger px-3 py-2 text-sm text-danger">
      <p>{errorMessage(error)}</p>
      {fields.length ? (
        <ul aria-label="Problems in the file" className="list-disc space-y-1 pl-5">
          {fields.map(([key, message]) => (
            <li key={key}>
              <span className="font-medium">{placeOf(key)}:</span> {message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
