import { render, screen } from '@testing-library/react';
import { Send } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { FormError, SubmitButton } from './form-actions';

describe('FormError', () => {
  it('says nothing while nothing failed, then the error in an alert', () => {
    const { rerender } = render(<FormError error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormError error={new Error('offline')} />);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
  });
});

describe('SubmitButton with an icon', () => {
  it('shows its icon beside the text, and the spinner instead while pending', () => {
    const { container, rerender } = render(
      <SubmitButton pending={false} icon={Send}>
        Send
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.querySelectorAll('svg')).toHaveLength(1);
    expect(container.querySelector('.animate-spin')).toBeNull();
    rerender(
      <SubmitButton pending icon={Send}>
        Send
      </SubmitButton>,
    );
    expect(button.querySelectorAll('svg')).toHaveLength(1);
    expect(container.querySelector('.animate-spin')).not.toBeNull();
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
