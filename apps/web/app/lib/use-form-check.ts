import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type BrowserFindings,
  clearedFindings,
  type FieldErrors,
  type FormAnswer,
  fieldControlProps,
  firstErrorField,
  shownErrors,
} from './form-check';

function focusField(form: HTMLFormElement | null, name: string) {
  form?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
}

/**
 * The messages of one storefront form, which posts to its route's action and works without scripts.
 * The server's answer (`formFailure`'s fields and message) is shown as it came; with scripts the form is
 * first checked in the browser (`check`, the server's schema through `schemaCheck`): a refused post is
 * not sent, its messages are shown and focus goes to the first field with one. A new answer from the
 * server replaces what the browser found.
 *
 * Give the form `ref={formRef}`, `noValidate` and `onSubmit`, each `FormField` `field(name)` and its
 * control `control(name)`.
 */
export function useFormCheck<Field extends string>({
  answer,
  idOf,
  check,
  checkFailedMessage,
  clearOnChange = false,
  focusAnswer = false,
}: {
  /** The action's answer when it refused the form (its fields' messages and the message above them). */
  answer: FormAnswer<Field> | null | undefined;
  /** The id of a field's control (and so of its label and message). */
  idOf(name: Field): string;
  /** The browser's check before the post: the messages, or null when the form may be sent. */
  check?: ((form: FormData) => FieldErrors<Field> | null) | undefined;
  /** Shown above the form when the browser's check refuses it; otherwise the server's message stays. */
  checkFailedMessage?: string | undefined;
  /** A field's message goes as soon as its control changes. */
  clearOnChange?: boolean | undefined;
  /** A new answer from the server with field messages also moves focus to the first of those fields. */
  focusAnswer?: boolean | undefined;
}) {
  const [found, setFound] = useState<BrowserFindings<Field> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, formError } = shownErrors(found, answer);

  useEffect(() => {
    setFound(null);
    const first = focusAnswer && answer?.fields ? firstErrorField(answer.fields) : undefined;
    if (first) focusField(formRef.current, first);
  }, [answer, focusAnswer]);

  /** Checks the form before it is sent; `checkWith` replaces `check` for a button that sends only part of it. */
  function onSubmit(event: FormEvent<HTMLFormElement>, checkWith = check) {
    if (!checkWith) return;
    const fields = checkWith(new FormData(event.currentTarget));
    if (!fields) {
      setFound(null);
      return;
    }
    event.preventDefault();
    setFound({ fields, formError: checkFailedMessage });
    const first = firstErrorField(fields);
    if (first) focusField(event.currentTarget, first);
  }

  const clearError = (name: Field) => setFound((current) => clearedFindings(current, answer, name));

  return {
    errors,
    formError,
    formRef,
    onSubmit,
    clearError,
    /** The props of a field's `FormField`: its control's id and its message. */
    field: (name: Field) => ({ id: idOf(name), error: errors[name] }),
    /** The props of a field's control: id, name, its message's ARIA ties (and clearing it on change). */
    control: (name: Field) => ({
      ...fieldControlProps(idOf(name), name, errors[name]),
      ...(clearOnChange ? { onChange: () => clearError(name) } : {}),
    }),
  };
}

/** What `useFormCheck` gives a form, for a part of the form drawn elsewhere. */
export type FormCheck<Field extends string> = ReturnType<typeof useFormCheck<Field>>;
