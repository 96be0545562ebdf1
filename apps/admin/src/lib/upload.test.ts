import { CSRF_HEADER } from '@atelier/domain/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../test/fake-xhr';
import { ApiRequestError } from './api';
import { uploadWithProgress } from './upload';

function sentXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('No request was sent.');
  return FakeXhr.last;
}

describe('uploadWithProgress', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the fields as multipart with the CSRF header, reports progress and resolves with the answer', async () => {
    const progress: number[] = [];
    const file = new File(['plan'], 'plan.pdf', { type: 'application/pdf' });
    const upload = uploadWithProgress<{ id: string }>({
      method: 'POST',
      path: '/designs/d1/images',
      fields: [
        ['alt', 'Front view'],
        ['file', file],
      ],
      csrfToken: 'token-1',
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = sentXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/admin/designs/d1/images');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers[CSRF_HEADER.toLowerCase()]).toBe('token-1');
    const body = xhr.body as FormData;
    expect([...body.keys()]).toEqual(['alt', 'file']);
    expect(body.get('alt')).toBe('Front view');

    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(201, { id: 'image-1' });

    await expect(upload).resolves.toEqual({ id: 'image-1' });
    expect(progress).toEqual([0, 0.25, 1]);
  });

  it("rejects with the server's error message and status", async () => {
    const upload = uploadWithProgress({
      method: 'PUT',
      path: '/content/team/t1/photo',
      fields: [],
      csrfToken: null,
      onProgress: () => {},
    });
    sentXhr().respond(422, { error: { code: 'invalid', message: 'The picture is too narrow.', fields: {} } });
    const error = await upload.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 422, code: 'invalid', message: 'The picture is too narrow.' });
  });

  it('says the file is too large when a proxy refuses it with a page that is not JSON', async () => {
    const upload = uploadWithProgress({ method: 'POST', path: '/x', fields: [], csrfToken: null, onProgress() {} });
    sentXhr().respond(413, '<html>Request Entity Too Large</html>');
    await expect(upload).rejects.toMatchObject({ status: 413, message: 'The file is too large.' });
  });

  it('says the server could not be reached when the connection drops', async () => {
    const upload = uploadWithProgress({ method: 'POST', path: '/x', fields: [], csrfToken: null, onProgress() {} });
    sentXhr().fail();
    await expect(upload).rejects.toMatchObject({ status: 0, message: 'The server could not be reached.' });
  });
});
