import {
  DEFAULT_OPENING_HOURS,
  type OpeningHours,
  openingHoursSchema,
  WEEKDAYS,
  type Weekday,
} from '@atelier/domain/shop-settings';

// The schema lives with the other shop settings (edited on /settings/general); re-exported for the chat.
export { DEFAULT_OPENING_HOURS, type OpeningHours, openingHoursSchema };

/** When the studio answers chats, in its own time zone (setting `chat_opening_hours`). */
export const OPENING_HOURS_KEY = 'chat_opening_hours';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The wall-clock date and time at `at` in the time zone. */
function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The instant a wall-clock time in the zone happens (two passes settle daylight-saving offsets). */
function zonedInstant(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes);
  let guess = asUtc;
  for (let pass = 0; pass < 2; pass++) {
    const wall = wallClock(new Date(guess), timeZone);
    const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
    guess = asUtc - (wallAsUtc - guess);
  }
  return new Date(guess);
}

/** Whether `at` falls inside the opening hours. */
export function isOpen(hours: OpeningHours, at: Date): boolean {
  const wall = wallClock(at, hours.timeZone);
  const weekday = WEEKDAYS[new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay()] as Weekday;
  const range = hours.days[weekday];
  if (!range) return false;
  const now = wall.hour * 60 + wall.minute;
  return now >= minutesOf(range[0]) && now < minutesOf(range[1]);
}

/** The next opening after `at` within a week, or null when no day has hours. */
export function nextOpening(hours: OpeningHours, at: Date): Date | null {
  const today = wallClock(at, hours.timeZone);
  for (let offset = 0; offset <= 7; offset++) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const range = hours.days[WEEKDAYS[date.getUTCDay()] as Weekday];
    if (!range) continue;
    const start = zonedInstant(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      minutesOf(range[0]),
      hours.timeZone,
    );
    if (start > at) return start;
  }
  return null;
}
