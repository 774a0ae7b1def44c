import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Picks a brand, then the first aroma offered for `query`, with the keyboard; returns the aroma's name. */
export async function pickAroma(page: Page, brand: string, query: string) {
  await page.getByRole('combobox', { name: 'Marque' }).fill(brand.slice(0, 5).toLowerCase());
  await page.getByRole('option', { name: brand, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Marque' })).toHaveValue(brand);
  const aroma = page.getByRole('combobox', { name: 'Arôme' });
  await expect(aroma).toHaveValue('');
  await aroma.fill(query);
  // The suggestions of this very text: its search has answered (no longer busy) and the count is said.
  const list = page.getByRole('listbox', { name: 'Arôme' });
  await expect(list).toBeVisible();
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.locator(`#${await aroma.getAttribute('id')}-status`)).toContainText('suggestion');
  const first = list.getByRole('option').first();
  const name = (await first.locator('span > span').first().textContent()) ?? '';
  await aroma.press('ArrowDown');
  await expect(aroma).toHaveAttribute('aria-activedescendant', /option-0$/);
  await aroma.press('Enter');
  await expect(aroma).toHaveValue(name);
  await expect(page.getByRole('listbox')).toBeHidden();
  return name;
}
