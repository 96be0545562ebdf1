import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from './upload-progress';

describe('UploadProgress', () => {
  it('is a named progress bar at the share sent, in whole percent', () => {
    render(<UploadProgress label="Uploading plan.pdf" fraction={0.426} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading plan.pdf' });
    expect(bar.getAttribute('value')).toBe('43');
    expect(bar.getAttribute('max')).toBe('100');
    expect(screen.getByText('43%')).toBeTruthy();
  });
});
