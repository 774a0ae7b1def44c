/** PostgreSQL's unique_violation, as raised by either driver (directly or wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | undefined;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}

/** PostgreSQL's foreign_key_violation (a referenced row deleted meanwhile), as raised by either driver. */
export function isForeignKeyViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | undefined;
  return candidate?.code === '23503' || candidate?.cause?.code === '23503';
}

/**
 * A row that another table still references with ON DELETE RESTRICT: PostgreSQL 15 says foreign_key_violation (23503),
 * PostgreSQL 18 (PGlite) restrict_violation (23001).
 */
export function isStillReferenced(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } } | undefined;
  const code = candidate?.code ?? candidate?.cause?.code;
  return code === '23001' || code === '23503';
}
