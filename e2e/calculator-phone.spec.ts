import type { Page } from '@playwright/test';
import { expect, registerThroughApi, signIn, test } from './fixtures.ts';

// Issue 26 on a phone (the project's 390 × 844): the precise weighing table never breaks a number in two, and
// the calculator at its maxima never makes the page scroll sideways.

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

/** Elements whose content is wider than their own box (a number running out of its tile). */
function overflowing(page: Page, testId: string) {
  return page
    .getByTestId(testId)
    .evaluateAll((tiles) =>
      tiles.filter((tile) => tile.scrollWidth > tile.clientWidth).map((tile) => tile.textContent),
    );
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

test('calculator at its maxima on a phone: French limits, no sideways scroll, no overlapping tiles', async ({
  page,
}) => {
  // Quick mode at 5 000 mL: four-digit amounts stay inside their tiles.
  await page.goto('/calculateur?mode=rapide&arome=13,7&quantite=5000&ratio=70%2F30&nicotine=9');
  await expect(page.getByTestId('quick-base')).toHaveText('2\u202f202 mL');
  expect(await overflowing(page, 'quick-tile')).toEqual([]);
  await expectNoPageScroll(page);

  // Past it: the field says the limit in French, no result is shown, nothing overflows.
  const quantity = page.getByLabel('Quantité', { exact: true });
  await quantity.fill('999999999');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toContainText('ne peut pas dépasser 5\u202f000 mL');
  await expect(page.getByTestId('quick-base')).toHaveCount(0);
  await expectNoPageScroll(page);

  // Shortfill: the largest bottle with the most boosters, then a bottle too large.
  await page.goto('/calculateur?mode=shortfill&flacon=1000&calcul=boosters&boosters=20');
  await expect(page.getByTestId('shortfill-rate')).toHaveText('3,33 mg/mL');
  await expectNoPageScroll(page);
  await page.getByLabel('Liquide dans le flacon').fill('100000');
  await expect(page.getByRole('alert')).toContainText('Le flacon ne peut pas contenir plus de 1\u202f000 mL');
  await expectNoPageScroll(page);
});
