import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Keeps an untouched form on what is saved: when `saved` changes (a refetch, a change made elsewhere on the
 * page), a form nobody is editing is reset to `valuesOf(saved)`; one being edited keeps its values.
 */
export function useFollowSaved<Saved, Values extends FieldValues>(
  // biome-ignore lint/suspicious/noExplicitAny: any context and any transformed values: only reset is used
  form: UseFormReturn<Values, any, any>,
  saved: Saved,
  valuesOf: (saved: Saved) => Values,
) {
  const dirty = useRef(false);
  dirty.current = form.formState.isDirty;
  const shown = useRef(saved);
  const read = useRef(valuesOf);
  read.current = valuesOf;
  useEffect(() => {
    if (Object.is(shown.current, saved)) return;
    shown.current = saved;
    if (!dirty.current) form.reset(read.current(saved));
  }, [saved, form]);
}
