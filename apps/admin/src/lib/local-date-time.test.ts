import { describe, expect, it } from 'vitest';
import { isoOfLocalInput, localInputOfIso } from './local-date-time';

describe('date-time input values', () => {
  it('reads the input as the reader’s local time and gives it its offset', () => {
    const iso = isoOfLocalInput('2026-03-01T09:30');
    expect(iso).toMatch(/^2026-03-01T09:30:00(Z|[+-]\d\d:\d\d)$/);
    expect(Date.parse(iso ?? '')).toBe(new Date(2026, 2, 1, 9, 30).getTime());
  });

  it('is null when blank, and leaves text that is no date for the schema to refuse', () => {
    expect(isoOfLocalInput('')).toBeNull();
    expect(isoOfLocalInput('  ')).toBeNull();
    expect(isoOfLocalInput('soon')).toBe('soon');
  });

  it('shows an API date-time in local time, to the minute, and nothing for none', () => {
    const instant = new Date(2026, 9, 4, 18, 5, 42);
    expect(localInputOfIso(instant.toISOString())).toBe('2026-10-04T18:05');
    expect(localInputOfIso(null)).toBe('');
  });

  it('gives back the same instant it was given, to the minute', () => {
    expect(isoOfLocalInput(localInputOfIso('2026-06-15T22:45:00Z'))).toSatisfy(
      (iso: string) => Date.parse(iso) === Date.parse('2026-06-15T22:45:00Z'),
    );
  });
});
