import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../lib/api';
import { FileUpload, type FileUploadMutation } from './file-upload';

const PDF = { 'application/pdf': ['.pdf'] };
const plan = () => new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' });

/** A mutation in the state given; `mutate` succeeds at once unless told not to. */
const mutation = (state: Partial<FileUploadMutation> = {}, succeeds = true): FileUploadMutation => ({
  mutate: vi.fn((_file: File, { onSuccess }: { onSuccess(): void }) => {
    if (succeeds) onSuccess();
  }),
  reset: vi.fn(),
  isPending: false,
  error: null,
  progress: 0,
  ...state,
});

function renderUpload(upload: FileUploadMutation) {
  const onSend = vi.fn();
  const onUploaded = vi.fn();
  const { container } = render(
    <FileUpload
      upload={upload}
      buttonLabel="Upload plan set"
      accept={PDF}
      maxBytes={100}
      hint="A PDF, up to 100 bytes."
      progressLabel="Uploading the plan set"
      onSend={onSend}
      onUploaded={onUploaded}
    />,
  );
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input.');
  return { input, onSend, onUploaded };
}

describe('FileUpload', () => {
  it('sends the file chosen at once and says when the server has it', async () => {
    const upload = mutation();
    const { input, onSend, onUploaded } = renderUpload(upload);
    const file = plan();
    await userEvent.upload(input, file);
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledWith(file));
    expect(onSend).toHaveBeenCalledWith(file);
    expect(upload.mutate).toHaveBeenCalledWith(file, expect.anything());
  });

  it('shows the progress while it runs, with the button disabled', () => {
    renderUpload(mutation({ isPending: true, progress: 0.5 }));
    expect(screen.getByRole('progressbar', { name: 'Uploading the plan set' }).getAttribute('value')).toBe('50');
    expect(screen.getByRole('button', { name: 'Upload plan set' })).toHaveProperty('disabled', true);
  });

  it("reads out the server's refusal", () => {
    renderUpload(mutation({ error: new ApiRequestError(415, 'unsupported_file_type', 'The plan set must be a PDF.') }));
    expect(screen.getByRole('alert').textContent).toBe('The plan set must be a PDF.');
  });

  it('reads out a file refused before sending it, and forgets an earlier failure', async () => {
    const upload = mutation({}, false);
    const { input } = renderUpload(upload);
    await userEvent.upload(input, new File(['x'.repeat(200)], 'big.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The file is larger than 100 bytes.');
    expect(upload.reset).toHaveBeenCalled();
    expect(upload.mutate).not.toHaveBeenCalled();
    await userEvent.upload(input, plan());
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
