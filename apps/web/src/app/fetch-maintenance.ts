import type { ApiAnswer } from '../lib/api-client.ts';

/**
 * GET /api/maintenance; a failure (offline, server down) counts as "unknown" and is ignored. A plain fetch with
 * a short timeout, outside the API client (no token, no redirect on failure); its answer is typed by the contract.
 */
export async function fetchMaintenance(): Promise<boolean | null> {
  try {
    const response = await fetch('/api/maintenance', { signal: AbortSignal.timeout(3000) });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<ApiAnswer<'get', '/api/maintenance'>> | null;
    return typeof body?.maintenance === 'boolean' ? body.maintenance : null;
  } catch {
    return null;
  }
}
