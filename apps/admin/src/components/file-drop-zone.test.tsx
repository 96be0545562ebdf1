import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone } from './file-drop-zone';

const PDF = { 'application/pdf': ['.pdf'] };

function renderZone(props: { buttonName?: string } = {}) {
  const onFile = vi.fn();
  const onRefused = vi.fn();
  const { container } = render(
    <FileDropZone
      buttonLabel="Upload drawing"
      {...props}
      accept={PDF}
      maxBytes={10}
      hint="A PDF, up to 10 bytes."
      onFile={onFile}
      onRefused={onRefused}
    />,
  );
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input.');
  return { input, onFile, onRefused };
}

describe('FileDropZone', () => {
  it('is a button named by its text, or by a longer name that starts with it, described by the hint', () => {
    renderZone({ buttonName: 'Upload drawing of Basement foundation' });
    const button = screen.getByRole('button', { name: 'Upload drawing of Basement foundation' });
    expect(button.textContent).toBe('Upload drawing');
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Or drop a file here. A PDF, up to 10 bytes.');
  });

  it('hands on the file chosen', async () => {
    const { input, onFile, onRefused } = renderZone();
    const file = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await vi.waitFor(() => expect(onFile).toHaveBeenCalledWith(file));
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('refuses a file that is too large, saying the limit', async () => {
    const { input, onFile, onRefused } = renderZone();
    await userEvent.upload(input, new File(['%PDF-1.7 and more'], 'plan.pdf', { type: 'application/pdf' }));
    await vi.waitFor(() => expect(onRefused).toHaveBeenCalledWith('The file is larger than 10 bytes.'));
    expect(onFile).not.toHaveBeenCalled();
  });
});
