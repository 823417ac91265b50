/** `%term%` for LIKE/ILIKE with the user's own %, _ and \ taken literally (the default escape character). */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
