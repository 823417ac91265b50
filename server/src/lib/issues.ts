/** A refused value as the user reads it in `detail`: "field.path: message", or the message alone for the whole value. */
export function describeIssue(issue: { path: readonly PropertyKey[]; message?: string } | undefined): string {
  if (!issue) return 'Invalid request';
  const message = issue.message ?? 'Invalid request';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${message}` : message;
}
