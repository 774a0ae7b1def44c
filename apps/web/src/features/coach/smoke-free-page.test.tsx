import { screen } from '@testing-library/react';
import type { CravingsOverview } from '@vapolib/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatInstantDayMonth } from '../../lib/dates.ts';
import { renderAt, stubFetch } from '../../test/render.tsx';
import SmokeFreePage from './smoke-free-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const day = 86_400_000;
const lastCigaretteAt = new Date(Date.now() - 12 * day).toISOString();
const slipAt = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();

function answer(slips: CravingsOverview['slips']) {
  stubFetch((url) =>
    String(url).startsWith('/api/compteur')
      ? { status: 200, body: { lastCigaretteAt, lastSlipAt: slips[0]?.at ?? null } }
      : {
          status: 200,
          body: {
            today: '2026-12-12',
            cravings: [],
            slips,
            days: [],
            total: 0,
            held: 0,
            triggers: [],
            grid: [],
            helps: [],
            slipCount: slips.length,
            cigarettes: slips.reduce((sum, slip) => sum + slip.count, 0),
          },
        },
  );
  renderAt('/sans-tabac', <SmokeFreePage />);
}

describe('/sans-tabac', () => {
  it('says the slips noted since the last cigarette, as « Mes envies » lists them (walk of issue 26)', async () => {
    const recent = slipAt(3);
    const older = slipAt(9);
    answer([
      { id: 3, at: recent, count: 1, trigger: null, note: null },
      { id: 2, at: older, count: 2, trigger: 'alcool', note: null },
      { id: 1, at: slipAt(20), count: 5, trigger: null, note: null },
    ]);
    expect(await screen.findByTestId('smoke-free-days')).toBeTruthy();
    const line = await screen.findByTestId('slips-since');
    expect(line.textContent!.replace(/\s+/g, ' ')).toBe(
      `Depuis, 2 écarts notés (3 cigarettes le ${formatInstantDayMonth(older)}, le ${formatInstantDayMonth(recent)}) : un écart ne remet pas votre compteur à zéro. Pour repartir de là, changez la date.`,
    );
  });

  it('writes the last cigarette with the shared date formatter, French style (issue 26 point 12)', async () => {
    answer([]);
    const at = new Date(lastCigaretteAt);
    const line = await screen.findByText(/^Dernière cigarette le /);
    expect(line.textContent).toBe(`Dernière cigarette le ${formatDateTime(at)}.`);
    expect(line.textContent).toMatch(
      /^Dernière cigarette le (1er|\d{1,2}) [a-zéû]+ \d{4} à \d{1,2} h \d{2}\.$/,
    );
  });

  it('says nothing of slips older than the last cigarette', async () => {
    answer([{ id: 1, at: slipAt(20), count: 5, trigger: null, note: null }]);
    expect(await screen.findByTestId('smoke-free-days')).toBeTruthy();
    expect(screen.queryByTestId('slips-since')).toBeNull();
  });
});
