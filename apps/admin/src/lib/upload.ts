import { CSRF_HEADER } from '@atelier/domain/auth';
import { useCallback, useState } from 'react';
import { ApiRequestError, apiErrorOf, networkError } from './api';
import { useCsrfToken } from './query-client';

export interface UploadRequest {
  method: 'POST' | 'PUT';
  /** Under /api/admin, like apiRequest's paths. */
  path: string;
  /** Multipart fields in the order they are sent: text fields before the file, so the server reads them first. */
  fields: [name: string, value: string | Blob][];
  csrfToken: string | null;
  /** The share of the body sent so far, from 0 to 1. */
  onProgress(fraction: number): void;
}

/**
 * A multipart upload to the staff API. XMLHttpRequest rather than fetch, because only it reports upload
 * progress; the session cookie and the CSRF header go along as with every staff request.
 */
export function uploadWithProgress<T>({ method, path, fields, csrfToken, onProgress }: UploadRequest): Promise<T> {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api/admin${path}`);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('accept', 'application/json');
    if (csrfToken) xhr.setRequestHeader(CSRF_HEADER, csrfToken);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // not JSON (a proxy's error page): the status alone says what happened
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else if (xhr.status === 413 && !data) reject(new ApiRequestError(413, 'too_large', 'The file is too large.'));
      else reject(apiErrorOf(xhr.status, data));
    });
    xhr.addEventListener('error', () => reject(networkError()));
    xhr.addEventListener('abort', () => reject(networkError()));
    onProgress(0);
    xhr.send(body);
  });
}

/** What a staff upload sends: the CSRF token and the progress are the hook's business. */
export type StaffUpload = Pick<UploadRequest, 'method' | 'path' | 'fields'>;

/**
 * Multipart uploads to the staff API with the CSRF token every staff request carries, and the progress
 * (0 to 1) of the one running, for a mutation to send its file through.
 */
export function useStaffUpload() {
  const csrf = useCsrfToken();
  const [progress, setProgress] = useState(0);
  const upload = useCallback(
    async <T>(request: StaffUpload): Promise<T> =>
      uploadWithProgress<T>({ ...request, csrfToken: await csrf(), onProgress: setProgress }),
    [csrf],
  );
  return { upload, progress };
}
