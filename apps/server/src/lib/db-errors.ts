/** PostgreSQL's SQLSTATE of an error, looking through Drizzle's wrapper. */
export function sqlState(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

function constraintOf(error: unknown): string | undefined {
  let current = error as { constraint?: unknown; cause?: unknown; message?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.constraint === 'string') return current.constraint;
    const match = typeof current.message === 'string' ? /constraint "([^"]+)"/.exec(current.message) : null;
    if (match) return match[1];
    current = current.cause as typeof current;
  }
  return undefined;
}

/** A unique violation, optionally of one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (sqlState(error) !== '23505') return false;
  return constraint === undefined || constraintOf(error) === constraint;
}
