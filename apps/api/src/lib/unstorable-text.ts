/** Half of a UTF-16 pair on its own: JSON and `%`-escapes can spell it, no UTF-8 database can store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL refuses (NUL) or that the drivers would silently change (a lone surrogate becomes U+FFFD). */
function isUnstorableString(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Whether any string (key or value) inside a parsed JSON value or query object is unstorable. */
export function containsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isUnstorableString(value);
  if (!value || typeof value !== 'object' || depth > 64) return false;
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorableString(key) || containsUnstorableText(item, depth + 1)) return true;
  }
  return false;
}
