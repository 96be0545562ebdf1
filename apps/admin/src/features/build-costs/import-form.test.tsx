import type { BuildCostTable } from '@atelier/domain/build-cost-admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth';
import { ImportForm } from './import-form';

const user = {
  id: 'u1',
  email: 'admin@example.com',
  name: 'Studio Admin',
  role: 'super_admin',
  permissions: [],
  lastLogin: null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const imported: BuildCostTable = {
  regions: [{ id: 'default', name: 'Other regions', basic: 130, standard: 160, premium: 235 }],
  stored: true,
  updatedAt: '2026-01-02T00:00:00.000Z',
};
const refusal = {
  error: {
    code: 'invalid_build_costs',
    message: 'Nothing was imported: fix what is listed and import the file again.',
    fields: { file: 'One region must be "default".', 'line 4': 'Premium must be at least standard.' },
  },
};

/** The session probe answers a signed-in admin; the import answers `answer` with `status`. */
function stubServer(status: number, answer: unknown) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/admin/auth/session'
      ? Response.json({ session: { user, csrfToken: 'csrf-1' } })
      : Response.json(answer, { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderForm() {
  const announce = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ImportForm announce={announce} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return announce;
}

const chooseFile = (text: string) =>
  fireEvent.change(screen.getByLabelText('CSV file'), {
    target: { files: [new File([text], 'costs.csv', { type: 'text/csv' })] },
  });

describe('ImportForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a file before sending anything', async () => {
    const fetch = stubServer(200, imported);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    expect(await screen.findByText('Choose a CSV file to import.')).toBeTruthy();
    expect(screen.getByLabelText('CSV file').getAttribute('aria-invalid')).toBe('true');
    expect(fetch.mock.calls.filter(([url]) => url === '/api/admin/build-costs')).toEqual([]);
  });

  it('sends the file as text with the CSRF token, and lists what is wrong on each line when refused', async () => {
    const fetch = stubServer(400, refusal);
    renderForm();
    chooseFile('region,name\r\nUS-TX,Texas');
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(refusal.error.message)).toBeTruthy();
    const problems = within(within(alert).getByRole('list', { name: 'Problems in the file' })).getAllByRole('listitem');
    expect(problems.map((item) => item.textContent)).toEqual([
      'The file: One region must be "default".',
      'Line 4: Premium must be at least standard.',
    ]);
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/admin/build-costs') ?? [];
    expect(init).toMatchObject({ method: 'PUT', body: JSON.stringify({ csv: 'region,name\r\nUS-TX,Texas' }) });
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('csrf-1');

    // Another file starts afresh: the old problems go.
    chooseFile('region,name');
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('announces an import the server took', async () => {
    stubServer(200, imported);
    const announce = renderForm();
    chooseFile('region,name');
    fireEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    await vi.waitFor(() =>
      expect(announce).toHaveBeenLastCalledWith(
        'The table is imported: 1 region. Design pages estimate with it from now on.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
