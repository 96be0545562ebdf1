import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DesignThumbnail } from './design-thumbnail';

describe('DesignThumbnail', () => {
  it('is a decorative picture of the size asked for, loaded lazily unless told otherwise', () => {
    const { container, rerender } = render(<DesignThumbnail image="designs/villa.jpg" size="medium" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('96');
    expect(img?.getAttribute('height')).toBe('60');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('src')).toContain('villa');
    rerender(<DesignThumbnail image="designs/villa.jpg" size="large" lazy={false} />);
    expect(container.querySelector('img')?.hasAttribute('loading')).toBe(false);
    expect(container.querySelector('img')?.getAttribute('width')).toBe('160');
  });

  it('keeps the place with an empty box when the design has no picture', () => {
    const { container } = render(<DesignThumbnail image={null} size="small" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('span')?.className).toContain('border-dashed');
  });
});
