import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '@atelier/domain/shop-settings';
import { FormField } from '../../components/form-field';
import { fieldErrorClass, inputClass } from '../../components/form-styles';
import { SectionCard } from '../../components/section-card';
import { useSettingsForm } from './form-parts';

// Monday first, as people read a week.
const WEEK: Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];
const NEW_DAY: [string, string] = ['09:00', '17:00'];

/** When the chat answers: outside these hours (and with nobody at the inbox) it shows as offline. */
export function HoursSection() {
  const form = useSettingsForm();
  const errors = form.formState.errors.openingHours;
  const days = form.watch('openingHours.days');
  return (
    <SectionCard
      id="hours-title"
      title="Opening hours"
      description="The chat shows as online during these hours, or while someone has the admin open."
    >
      <div className="max-w-sm">
        <FormField
          label="Time zone"
          hint="An IANA name, e.g. America/New_York or Europe/London."
          error={errors?.timeZone?.message}
        >
          {(control) => (
            <input {...control} {...form.register('openingHours.timeZone')} autoComplete="off" className={inputClass} />
          )}
        </FormField>
      </div>
      <ul className="space-y-3">
        {WEEK.map((day) => {
          const label = WEEKDAY_LABELS[day];
          const open = Boolean(days?.[day]);
          const dayErrors = errors?.days?.[day];
          const message = dayErrors?.[0]?.message ?? dayErrors?.[1]?.message ?? dayErrors?.message;
          const errorId = `hours-${day}-error`;
          const described = message ? { 'aria-describedby': errorId, 'aria-invalid': true } : {};
          return (
            <li key={day} className="flex flex-wrap items-center gap-3">
              <label className="flex w-36 items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  checked={open}
                  onChange={(event) =>
                    form.setValue(`openingHours.days.${day}`, event.currentTarget.checked ? [...NEW_DAY] : undefined, {
                      shouldDirty: true,
                    })
                  }
                  className="size-4"
                />
                {label}
              </label>
              {open ? (
                <>
                  <input
                    {...form.register(`openingHours.days.${day}.0`)}
                    {...described}
                    type="time"
                    aria-label={`${label} opens at`}
                    className={`${inputClass} w-32`}
                  />
                  <span aria-hidden>to</span>
                  <input
                    {...form.register(`openingHours.days.${day}.1`)}
                    {...described}
                    type="time"
                    aria-label={`${label} closes at`}
                    className={`${inputClass} w-32`}
                  />
                </>
              ) : (
                <span className="text-sm text-muted-fg">Closed</span>
              )}
              {message ? (
                <p id={errorId} className={`${fieldErrorClass} w-full`}>
                  {message}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
