import { describe, expect, it } from 'vitest';
import { loader } from './quote-drawing';

type File = { filename: string; contentType: string; bytes: Uint8Array };

/** The drawing route over a stand-in quote service: drawing-1 of QT-2026-0001, for the token 'right'. */
async function load(
  url: string,
  file: Omit<File, 'bytes'> = { filename: 'prelim-v1.pdf', contentType: 'application/pdf' },
) {
  const asked: unknown[][] = [];
  const services = {
    quotes: {
      buyerDrawing: async (number: string, access: { token: string }, drawingId: string) => {
        asked.push([number, access, drawingId]);
        return number === 'QT-2026-0001' && access.token === 'right' && drawingId === 'drawing-1'
          ? { ...file, bytes: new TextEncoder().encode('%PDF-1.7') }
          : null;
      },
    },
  };
  const [, , number, , id] = new URL(url).pathname.split('/');
  const args = {
    params: { number, id },
    request: new Request(url),
    context: { services },
  } as unknown as Parameters<typeof loader>[0];
  return { response: await loader(args), asked };
}

describe('the quote drawing route', () => {
  it('shows the drawing in place to the quote link’s token, never to be stored', async () => {
    const { response, asked } = await load('https://plans.example/quote/QT-2026-0001/drawing/drawing-1?token=right');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="prelim-v1.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(await response.text()).toBe('%PDF-1.7');
    expect(asked).toEqual([['QT-2026-0001', { token: 'right' }, 'drawing-1']]);
  });

  it('is 404 to a wrong token, no token, or another drawing', async () => {
    const wrong = await load('https://plans.example/quote/QT-2026-0001/drawing/drawing-1?token=wrong');
    expect(wrong.response.status).toBe(404);
    const none = await load('https://plans.example/quote/QT-2026-0001/drawing/drawing-1');
    expect(none.response.status).toBe(404);
    expect(none.asked).toEqual([]);
    const other = await load('https://plans.example/quote/QT-2026-0001/drawing/drawing-9?token=right');
    expect(other.response.status).toBe(404);
    expect(other.response.headers.get('cache-control')).toBe('no-store');
  });

  it('names a file with other characters in ASCII, with its real name beside', async () => {
    const { response } = await load('https://plans.example/quote/QT-2026-0001/drawing/drawing-1?token=right', {
      filename: 'Plan "Süd" v1.pdf',
      contentType: 'application/pdf',
    });
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="Plan _S_d_ v1.pdf"; filename*=UTF-8''Plan%20%22S%C3%BCd%22%20v1.pdf`,
    );
  });

  it('has a file of another type downloaded, never shown as a page of the site', async () => {
    const { response } = await load('https://plans.example/quote/QT-2026-0001/drawing/drawing-1?token=right', {
      filename: 'notes.html',
      contentType: 'text/html',
    });
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="notes.html"');
  });
});
