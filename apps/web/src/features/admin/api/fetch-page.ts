import type { CountResponse } from '@vapolib/contracts';

/**
 * One page of a list the server filters and pages, with the number of rows its filters find: the list route
 * gets the filters and the page (page, pageSize, sort…), its `COUNT(*)` route the filters alone.
 */
export async function fetchPage<T>(
  list: Promise<T[]>,
  count: Promise<CountResponse>,
): Promise<{ rows: T[]; total: number }> {
  const [rows, counted] = await Promise.all([list, count]);
  return { rows, total: counted[0]?.['COUNT(*)'] ?? rows.length };
}
