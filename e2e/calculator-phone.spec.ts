import type { Page } from '@playwright/test';
import { expect, registerThroughApi, signIn, test } from './fixtures.ts';

// Issue 26 on a phone (the project's 390 × 844): the precise weighing table never breaks a number in two.

/** The page itself never scrolls sideways. */
async function expectNoPageScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

/** The cells (and headers) holding numbers or units, whose text takes more than one line. */
function wrappedNumberCells(page: Page) {
  return page.getByTestId('precise-table').evaluate((table) => {
    const cells = Array.from(table.querySelectorAll('td, thead th:not(:first-child)'));
    return cells
      .filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        return lines.size > 1;
      })
      .map((cell) => cell.textContent);
  });
}

test.beforeEach(async ({ page, request }) => {
  const account = await registerThroughApi(request);
  await signIn(page, account.token);
});

test('precise mode at 390 px: numbers never wrap, a long aroma name does, the table fits or scrolls inside itself', async ({
  page,
}) => {
  const longName = 'Fraise des bois à la crème vanillée de Madagascar, édition limitée';
  const aromas = [`12,5:100:${longName.slice(0, 60)}`, '3,75:100:Menthe', '1,5:0:Koolada'];
  const query = new URLSearchParams({
    mode: 'precis',
    volume: '344,6',
    pg: '50',
    nicotine: '6',
    booster: '20',
  });
  for (const aroma of aromas) query.append('aromes', aroma);
  await page.goto(`/calculateur?${query}`);
  const table = page.getByTestId('precise-table');
  await expect(table.getByRole('row', { name: /Total/ })).toContainText('344,6');
  await expect(table).toContainText('Fraise des bois');
  expect(await wrappedNumberCells(page)).toEqual([]);
  await expectNoPageScroll(page);
  // The long name wraps inside its own cell rather than widening the table past the screen.
  const frame = await table.evaluate((element) => ({
    scroll: element.scrollWidth,
    client: element.clientWidth,
  }));
  expect(frame.scroll).toBeLessThanOrEqual(frame.client);

  // At the largest volume the numbers are wider still: they stay whole, the page still does not scroll.
  query.set('volume', '5000');
  query.set('booster', '100');
  query.set('nicotine', '50');
  await page.goto(`/calculateur?${query}`);
  await expect(table.getByRole('row', { name: /Total/ })).toContainText('5\u202f000');
  expect(await wrappedNumberCells(page)).toEqual([]);
  await expectNoPageScroll(page);
});
