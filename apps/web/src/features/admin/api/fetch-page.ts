import type { CountResponse } from '@vapolib/contracts';
import { api } from '../../../lib/api-client.ts';

/**
 * One page of a list the server filters and pages, with the number of rows its filters find: the list route
 * gets the filters and `page` (page, pageSize, sort…), its `COUNT(*)` route the filters alone.
 */
export async function fetchPage<T>(
  paths: { list: string; count: string },
  filters: Record<string, string>,
  page: Record<string, string | number>,
  request: { fallback: string; signal: AbortSignal },
): Promise<{ rows: T[]; total: number }> {
  const listParams = new URLSearchParams(filters);
  for (const [name, value] of Object.entries(page)) listParams.set(name, String(value));
  const [rows, counted] = await Promise.all([
    api<T[]>(`${paths.list}?${listParams}`, request),
    api<CountResponse>(`${paths.count}?${new URLSearchParams(filters)}`, request),
  ]);
  return { rows, total: counted[0]?.['COUNT(*)'] ?? rows.length };
}
