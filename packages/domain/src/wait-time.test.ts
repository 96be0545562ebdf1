import { describe, expect, it } from 'vitest';
import { minutesToWait, tooManyRequestsMessage } from './wait-time.ts';

describe('the wait before trying again', () => {
  it('rounds up to whole minutes and says "minute" for one', () => {
    expect(minutesToWait(1)).toBe('1 minute');
    expect(minutesToWait(60)).toBe('1 minute');
    expect(minutesToWait(61)).toBe('2 minutes');
    expect(minutesToWait(900)).toBe('15 minutes');
  });

  it('says seconds under a minute in the generic message', () => {
    expect(tooManyRequestsMessage(30)).toBe('Too many requests. Please try again in 30 seconds.');
    expect(tooManyRequestsMessage(61)).toBe('Too many requests. Please try again in 2 minutes.');
  });
});
