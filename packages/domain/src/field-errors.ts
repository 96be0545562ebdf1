/** What a validation issue carries, from zod or from the server's route validation alike. */
export interface ValidationIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The one way to turn validation issues into messages shown next to fields: the field's path
 * ('email', 'lines.0.quantity'; '_' for the form as a whole) to the first message about it.
 */
export function fieldErrors<Field extends string = string>(
  issues: readonly ValidationIssue[],
): Partial<Record<Field, string>> {
  const fields: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields as Partial<Record<Field, string>>;
}
