import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SpendingOverview } from '@vapolib/contracts';
import { spendingSummary } from '@vapolib/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pendingWrites } from '../../lib/outbox.ts';
import { QUEUED_TEXT } from '../../lib/use-offline-write.ts';
import { emptyOutbox, setOnline } from '../../test/offline.ts';
import { answerOf, renderAt, stubFetch, testToken } from '../../test/render.tsx';
import SpendingPage from './spending-page.tsx';

const usage = {
  today: '2026-11-27',
  logs: [{ date: '2026-11-27', ml: 5, rate: 6 }],
  coils: [{ dateInstallation: '2026-11-27', duree: 15 }],
  plan: { dailyAvgMl: 5, rate: 6 },
  slips: [],
};
const empty: SpendingOverview = {
  profile: null,
  usage,
  summary: spendingSummary(
    {
      vapingSince: null,
      liquidPurchase: null,
      coilPriceCents: null,
      cigarettesPerDay: null,
      packPriceCents: null,
    },
    usage,
  ),
};

beforeEach(() => localStorage.setItem('token', testToken(7)));
afterEach(emptyOutbox);

const text = (element: HTMLElement) => element.textContent!.replace(/\s/g, ' ');

async function fillBottles() {
  fireEvent.click(await screen.findByLabelText(/Flacons de 10 mL/));
  fireEvent.change(screen.getByLabelText('Prix d’un flacon de 10 mL'), { target: { value: '6' } });
  fireEvent.change(screen.getByLabelText('Prix d’une résistance'), { target: { value: '3,50' } });
  fireEvent.change(screen.getByLabelText('Vous vapez depuis le'), { target: { value: '2026-11-18' } });
  fireEvent.change(screen.getByLabelText('Cigarettes par jour'), { target: { value: '10' } });
}

describe('« Mes dépenses »', () => {
  it('sends the whole profile in cents, with the pack at 12,50 € by default', async () => {
    let current = empty;
    const fetchMock = stubFetch((_url, init) => {
      if (init.method === 'PUT') {
        const profile = { ...JSON.parse(init.body!), updatedAt: '2026-11-27T10:00:00.000Z' };
        current = { profile, usage, summary: spendingSummary(profile, usage) };
        return answerOf('put', '/api/depenses', { message: 'Dépenses enregistrées !', ...current });
      }
      return answerOf('get', '/api/depenses', current);
    });
    renderAt('/depenses', <SpendingPage />);
    expect(((await screen.findByLabelText('Prix d’un paquet de 20')) as HTMLInputElement).value).toBe(
      '12,50',
    );
    expect(screen.queryByTestId('savings-card')).toBeNull();
    await fillBottles();
    expect(text(screen.getByRole('note'))).toBe('Soit environ 6,00 € les 10 mL à 6 mg/mL.');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes dépenses' }));
    expect(await screen.findByText('Dépenses enregistrées !')).toBeTruthy();
    // 10 days × 10 cigarettes × 0,625 € = 62,50 €; 5 mL a day at 60 c = 30 €; coils 10/15 × 3,50 € = 2,33 €.
    expect(text(await screen.findByTestId('savings-amount'))).toBe('30,17 €');
    const put = fetchMock.mock.calls.find(([, init]) => init.method === 'PUT')!;
    expect(JSON.parse(put[1].body!)).toEqual({
      vapingSince: '2026-11-18',
      liquidPurchase: { kind: 'bottle10', bottlePriceCents: 600 },
      coilPriceCents: 350,
      cigarettesPerDay: 10,
      packPriceCents: 1250,
    });
  });

  it('says under a field what is wrong, and sends nothing', async () => {
    const fetchMock = stubFetch(() => answerOf('get', '/api/depenses', empty));
    renderAt('/depenses', <SpendingPage />);
    fireEvent.click(await screen.findByLabelText(/Shortfill 50 mL/));
    fireEvent.change(screen.getByLabelText('Prix d’un booster de 10 mL'), { target: { value: '1,5,0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes dépenses' }));
    expect(await screen.findByText('Indiquez ce prix pour calculer le coût de votre liquide.')).toBeTruthy();
    const booster = screen.getByLabelText('Prix d’un booster de 10 mL');
    expect(booster.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Indiquez un prix en euros/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init.method === 'PUT')).toBe(false);
  });

  it('keeps the profile offline, shows its figures at once and sends it back online', async () => {
    stubFetch(() => answerOf('get', '/api/depenses', empty));
    renderAt('/depenses', <SpendingPage />);
    await fillBottles();
    setOnline(false);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes dépenses' }));
    expect(await screen.findByText(QUEUED_TEXT)).toBeTruthy();
    // 10 days × 10 cigarettes × 0,625 € = 62,50 €; 5 mL a day at 60 c = 30 €; coils 10/15 × 3,50 € = 2,33 €.
    await waitFor(() => expect(text(screen.getByTestId('savings-amount'))).toBe('30,17 €'));
    expect((await pendingWrites()).map((write) => write.target)).toEqual(['spending-profile:me']);
  });
});
