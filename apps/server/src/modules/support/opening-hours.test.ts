import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, isOpen, nextOpening, openingHoursSchema } from './opening-hours.ts';

describe('chat opening hours (default Mon–Fri 09:00–17:00 New York)', () => {
  it('is open on a weekday afternoon in New York, closed at night and at weekends', () => {
    expect(isOpen(DEFAULT_OPENING_HOURS, new Date('2026-03-04T15:00:00Z'))).toBe(true); // Wed 10:00 EST
    expect(isOpen(DEFAULT_OPENING_HOURS, new Date('2026-03-04T22:30:00Z'))).toBe(false); // Wed 17:30 EST
    expect(isOpen(DEFAULT_OPENING_HOURS, new Date('2026-03-07T15:00:00Z'))).toBe(false); // Saturday
  });

  it('names the next opening, across weekends and daylight-saving changes', () => {
    expect(nextOpening(DEFAULT_OPENING_HOURS, new Date('2026-03-04T22:30:00Z'))?.toISOString()).toBe(
      '2026-03-05T14:00:00.000Z',
    );
    // Friday evening before the March change: Monday 09:00 is already daylight time (UTC-4).
    expect(nextOpening(DEFAULT_OPENING_HOURS, new Date('2026-03-06T23:00:00Z'))?.toISOString()).toBe(
      '2026-03-09T13:00:00.000Z',
    );
    expect(nextOpening({ timeZone: 'UTC', days: {} }, new Date())).toBeNull();
  });

  it('refuses malformed settings', () => {
    expect(openingHoursSchema.safeParse({ timeZone: 'Mars/Olympus', days: {} }).success).toBe(false);
    expect(openingHoursSchema.safeParse({ timeZone: 'UTC', days: { mon: ['9am', '5pm'] } }).success).toBe(false);
    expect(openingHoursSchema.safeParse({ timeZone: 'Europe/Paris', days: { sat: ['10:00', '14:00'] } }).success).toBe(
      true,
    );
  });
});
