/** Escapes LIKE wildcards, so a search for `50%` finds the text `50%`. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
