import { fieldErrors, type ValidationIssue } from '@atelier/domain/field-errors';

/** A form's messages next to its fields: field name → message. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/** The form's message above the fields when some of them are refused (in the browser or by the server). */
export const CORRECT_FIELDS_MESSAGE = 'Please correct the highlighted fields.';

/** The server's answer to a form it did not accept, as the storefront's forms read it (see `formFailure`). */
export interface FormAnswer<Field extends string = string> {
  fields?: FieldErrors<Field> | undefined;
  formError?: string | null | undefined;
}

/** A failure with messages next to fields: those messages, and "Please correct the highlighted fields." above. */
export function fieldsFailure<Fields extends FieldErrors>(fields: Fields) {
  return { fields, formError: CORRECT_FIELDS_MESSAGE };
}

/** The id of a field's message, which its control names with `aria-describedby`. */
export const errorIdOf = (id: string) => `${id}-error`;

/** The props that tie a control to its `FormField`: its id and name, and its field message if any. */
export function fieldControlProps(id: string, name: string, error: string | undefined) {
  return {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : undefined,
  };
}

/** What a schema's `safeParse` answers, as far as a form's check reads it (zod's, or any alike). */
export interface CheckSchema {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly ValidationIssue[] } };
}

/** The form's values as the schema takes them: by default each field's text, by name. */
const formEntries = (form: FormData) => Object.fromEntries(form);

/**
 * The browser's check of a form with the schema the server uses: the messages next to the fields, or
 * null when the form may be sent.
 */
export function schemaCheck<Field extends string>(
  schema: CheckSchema,
  read: (form: FormData) => unknown = formEntries,
): (form: FormData) => FieldErrors<Field> | null {
  return (form) => {
    const result = schema.safeParse(read(form));
    return result.success ? null : fieldErrors<Field>(result.error.issues);
  };
}

/** The first field with a message (the one to move focus to), in the order the messages came. */
export function firstErrorField<Field extends string>(errors: FieldErrors<Field>): Field | undefined {
  return (Object.keys(errors) as Field[]).find((name) => errors[name]);
}

/** The messages without the one of `name`; the same object when that field has none. */
export function withoutError<Field extends string>(errors: FieldErrors<Field>, name: Field): FieldErrors<Field> {
  if (!errors[name]) return errors;
  const { [name]: _removed, ...rest } = errors;
  return rest as FieldErrors<Field>;
}

/**
 * What the browser found since the server's last answer: its messages next to the fields and, when
 * given, its own message above them. Null shows the server's answer as it came.
 */
export interface BrowserFindings<Field extends string = string> {
  fields: FieldErrors<Field>;
  formError?: string | undefined;
}

/** The messages a form shows: the browser's findings over the server's last answer. */
export function shownErrors<Field extends string>(
  found: BrowserFindings<Field> | null,
  answer: FormAnswer<Field> | null | undefined,
): { errors: FieldErrors<Field>; formError: string | undefined } {
  return {
    errors: found?.fields ?? answer?.fields ?? {},
    formError: found?.formError ?? answer?.formError ?? undefined,
  };
}

/**
 * The findings once the visitor changed `name`: its message goes, the others (and the message above
 * the form) stay. Unchanged when the field had no message.
 */
export function clearedFindings<Field extends string>(
  found: BrowserFindings<Field> | null,
  answer: FormAnswer<Field> | null | undefined,
  name: Field,
): BrowserFindings<Field> | null {
  const shown: FieldErrors<Field> = found?.fields ?? answer?.fields ?? {};
  if (!shown[name]) return found;
  return { ...found, fields: withoutError(shown, name) };
}

/** The named fields' text from a posted form (a field that is absent, or a file, is left out). */
export function formValues<Name extends string>(form: FormData, names: readonly Name[]): Partial<Record<Name, string>> {
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}
