import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionCard } from './section-card';

describe('SectionCard', () => {
  it('is a region named by its level-2 heading, with its description under it', () => {
    render(
      <SectionCard id="schedule-title" title="Daily backup" description="Kept for a week.">
        <p>The form</p>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Daily backup' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Daily backup' }).id).toBe('schedule-title');
    expect(within(region).getByText('Kept for a week.')).toBeTruthy();
    expect(within(region).getByText('The form')).toBeTruthy();
  });

  it('has no description line without a description', () => {
    render(
      <SectionCard id="add-title" title="Add a category">
        <p>The form</p>
      </SectionCard>,
    );
    expect(screen.getByRole('region', { name: 'Add a category' }).querySelectorAll('p')).toHaveLength(1);
  });
});
