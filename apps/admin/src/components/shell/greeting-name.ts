/**
 * Words that begin the display name of a shared or role account ("Studio Admin", "Sales Team") or a title
 * ("Dr Jane Doe"), never a first name.
 */
const NOT_A_FIRST_NAME = new Set([
  'admin',
  'administrator',
  'atelier',
  'office',
  'sales',
  'shop',
  'staff',
  'studio',
  'support',
  'team',
  'the',
  'dr',
  'mr',
  'mrs',
  'ms',
  'mx',
]);

/**
 * What the dashboard greets a member by. A staff account has one display name and no first-name field,
 * so its first name is known when the name has two or more words and the first is not a generic word or
 * a title ("Olivia Grant" → "Olivia"); otherwise the whole name is used ("Studio Admin", "Olivia").
 */
export function greetingName(displayName: string): string {
  const name = displayName.trim().replace(/\s+/g, ' ');
  const words = name.split(' ');
  const first = words[0] ?? '';
  const generic = NOT_A_FIRST_NAME.has(first.toLowerCase().replace(/\.$/, ''));
  return words.length >= 2 && !generic ? first : name;
}
