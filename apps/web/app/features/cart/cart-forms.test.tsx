import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './cart-forms';

const villa = {
  id: 'design-001',
  title: 'Villa',
  image: '/v',
  price: 450000,
  quantity: 2,
  options: [],
};
const ignore = () => {};

describe('the cart line stepper', () => {
  it('is the number of builds of a single-build licence', () => {
    const html = renderToString(<QuantityStepper item={{ ...villa, licence: 'pdf-single' }} onChange={ignore} />);
    expect(html).toContain('>Number of builds<');
    expect(html).toContain('aria-label="Decrease number of builds for Villa"');
    expect(html).toContain('aria-label="Number of builds for Villa"');
    expect(html).toContain('aria-label="Increase number of builds for Villa"');
  });

  it('is not shown for a licence bought once', () => {
    for (const licence of ['cad', 'unlimited'] as const) {
      expect(renderToString(<QuantityStepper item={{ ...villa, licence, quantity: 1 }} onChange={ignore} />)).toBe('');
    }
  });
});
