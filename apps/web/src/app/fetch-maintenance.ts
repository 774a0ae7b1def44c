/** GET /api/maintenance; a failure (offline, server down) counts as "unknown" and is ignored. */
export async function fetchMaintenance(): Promise<boolean | null> {
  try {
    const response = await fetch('/api/maintenance', { signal: AbortSignal.timeout(3000) });
    if (!response.ok) return null;
    const body = (await response.json()) as { maintenance?: unknown };
    return typeof body.maintenance === 'boolean' ? body.maintenance : null;
  } catch {
    return null;
  }
}
