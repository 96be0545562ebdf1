import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LineOptions } from './line-options';

const textOf = (html: string) => html.replace(/<!-- -->/g, '');

describe("a line's plan options", () => {
  it("gives an order line's options the label, price and lead time they were bought with", () => {
    const html = textOf(
      renderToString(
        <LineOptions
          options={[
            { id: 'basement', label: 'Basement foundation', priceCents: 39500, leadDays: 10 },
            { id: 'materials-list', label: 'Materials list', priceCents: 15000, leadDays: 1 },
          ]}
        />,
      ),
    );
    expect(html).toContain('aria-label="Plan options"');
    expect(html).toContain(
      '<li>Basement foundation, $395.00 <span class="block text-xs">Drawn within 10 days of payment</span></li>',
    );
    expect(html).toContain(
      '<li>Materials list, $150.00 <span class="block text-xs">Drawn within 1 day of payment</span></li>',
    );
  });

  it('says by which day each drawing is due once the order is paid', () => {
    const html = textOf(
      renderToString(
        <LineOptions
          options={[{ id: 'reverse', label: 'Right-reading reverse', priceCents: 10000, leadDays: 2 }]}
          paidAt="2026-11-30T22:00:00.000Z"
        />,
      ),
    );
    expect(html).toContain('<span class="block text-xs">Due by December 2, 2026</span>');
  });

  it('draws nothing for a line without options', () => {
    expect(renderToString(<LineOptions options={[]} />)).toBe('');
  });
});
