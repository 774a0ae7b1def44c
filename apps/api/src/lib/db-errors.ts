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
