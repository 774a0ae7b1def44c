import type { SpendingOverview } from '@vapolib/contracts';
import { describe, expect, it } from 'vitest';
import { resolveWrite } from '../api-client.ts';
import { SPENDING_TARGET, withPendingSpending } from './pending-spending.ts';

const overview: SpendingOverview = {
  profile: null,
  usage: {
    today: '2026-11-27',
    logs: [{ date: '2026-11-20', ml: 4, rate: 6 }],
    coils: [],
    plan: null,
    slips: [],
  },
  summary: {
    costPerMlCents: null,
    month: {
      from: '2026-11-01',
      to: '2026-11-27',
      ml: 4,
      liquidCents: null,
      coilChanges: 0,
      coilCents: null,
      totalCents: null,
    },
    savings: null,
  },
};

const profileWrite = (body: object) => ({
  ...resolveWrite('put', '/api/depenses', { body }),
  target: SPENDING_TARGET,
});

describe('withPendingSpending', () => {
  it('leaves the overview alone when nothing waits', () => {
    expect(withPendingSpending(overview, [])).toBe(overview);
  });

  it('lays a profile saved offline over the cached one and recomputes the figures', () => {
    const result = withPendingSpending(overview, [
      profileWrite({
        vapingSince: '2026-11-18',
        liquidPurchase: { kind: 'bottle10', bottlePriceCents: 600 },
        cigarettesPerDay: 10,
      }),
    ]);
    expect(result.profile).toMatchObject({ vapingSince: '2026-11-18', coilPriceCents: null });
    expect(result.summary.month).toMatchObject({ ml: 4, liquidCents: 240, totalCents: 240 });
    // 10 days × 6,25 € = 62,50 €; 4 mL a day at 60 c = 24 € (one day logged, nine like it).
    expect(result.summary.savings).toMatchObject({ days: 10, smokingCents: 6250, savedCents: 6250 - 2400 });
  });

  it('counts the day logs still waiting to be sent', () => {
    const withProfile = withPendingSpending(overview, [
      profileWrite({ liquidPurchase: { kind: 'bottle10', bottlePriceCents: 600 } }),
      { target: 'nicotine-log:2026-11-20', body: { date: '2026-11-20', ml: 5, rate: 6 } },
      { target: 'nicotine-log:2026-11-27', body: { date: '2026-11-27', ml: 3, rate: 6 } },
    ]);
    expect(withProfile.usage.logs.map((log) => log.ml)).toEqual([5, 3]);
    expect(withProfile.summary.month).toMatchObject({ ml: 8, liquidCents: 480 });
  });
});
