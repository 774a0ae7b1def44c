import { useEffect } from 'react';

/**
 * The number of pages of a list paged by the server (at least one); when a deletion empties the last page,
 * the list goes back to the new last one.
 */
export function usePageCount(
  total: number,
  pageSize: number,
  page: number,
  setPage: (page: number) => void,
): number {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount, setPage]);
  return pageCount;
}
