import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, renderAt, stubFetch } from '../../test/render.tsx';
import { PlanCreationForm } from './plan-creation-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const figures = () => ({
  dailyMg: screen.getByTestId('daily-mg').textContent,
  weeks: screen.getByTestId('estimated-weeks').textContent,
});

describe('PlanCreationForm', () => {
  it('checks each step before going on: a daily amount out of range stays on step 1, said and focused', async () => {
    const fetchMock = stubFetch(() => ({ status: 201, body: { message: 'Plan créé avec succès !' } }));
    renderAt('/nicotine', <PlanCreationForm onFeedback={() => {}} />);
    const slider = await screen.findByLabelText('Combien de mL vapez-vous par jour ?');
    // What the browser's range would never give, but a script or a stale state could.
    Object.defineProperty(slider, 'value', { configurable: true, get: () => '0', set: () => {} });
    fireEvent.input(slider);
    fireEvent.change(slider);
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(
      await screen.findByText('La consommation quotidienne doit être comprise entre 1 et 30 mL.'),
    ).toBeTruthy();
    expect(slider.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(slider);
    expect(screen.getByText(/Étape 1 sur 3/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the daily mg and the estimated weeks live, step by step', async () => {
    stubFetch(() => answerOf('post', '/api/nicotine/plan', { message: 'Plan créé avec succès !' }, 201));
    renderAt('/nicotine', <PlanCreationForm onFeedback={() => {}} />);
    // Defaults: 20 mL at 6 mg/mL → 120 mg a day; 6 → 0 in 4 reductions of 2 weeks.
    const slider = await screen.findByLabelText('Combien de mL vapez-vous par jour ?');
    expect((slider as HTMLInputElement).value).toBe('20');
    expect(figures()).toEqual({ dailyMg: '120 mg', weeks: '8 semaines' });

    fireEvent.change(slider, { target: { value: '10' } });
    expect(figures().dailyMg).toBe('60 mg');

    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('radio', { name: '6 mg' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: '12 mg' }));
    // 10 mL × 12 = 120 mg; ceil(12 / 1,5) = 8 reductions × 2 weeks.
    expect(figures()).toEqual({ dailyMg: '120 mg', weeks: '16 semaines' });

    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByText(/Étape 3 sur 3/);
    expect(screen.getByRole('radio', { name: '0 mg' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Normal/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: '3 mg' }));
    expect(figures().weeks).toBe('12 semaines');
    fireEvent.click(screen.getByRole('radio', { name: /Lent/ }));
    expect(figures().weeks).toBe('18 semaines');
    fireEvent.click(screen.getByRole('radio', { name: /Rapide/ }));
    expect(figures().weeks).toBe('6 semaines');
    expect(screen.getByText('une baisse toutes les semaines')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(screen.getByLabelText('Combien de mL vapez-vous par jour ?')).toHaveProperty('value', '10');
  });

  it('never offers a target above the starting rate and sends the plan', async () => {
    const fetchMock = stubFetch(() =>
      answerOf('post', '/api/nicotine/plan', { message: 'Plan créé avec succès !' }, 201),
    );
    const onFeedback = vi.fn();
    renderAt('/nicotine', <PlanCreationForm onFeedback={onFeedback} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Suivant' }));
    fireEvent.click(await screen.findByRole('radio', { name: '1,5 mg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByText(/Étape 3 sur 3/);
    expect(screen.getByRole('radio', { name: '3 mg' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: '1,5 mg' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('radio', { name: '1,5 mg' }));
    expect(figures()).toEqual({ dailyMg: '30 mg', weeks: 'Objectif déjà atteint' });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon plan' }));
    await waitFor(() => expect(onFeedback).toHaveBeenCalledWith('success', 'Plan créé avec succès !'));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(url).toBe('/api/nicotine/plan');
    expect(JSON.parse(String(init?.body))).toEqual({
      startRate: 1.5,
      targetRate: 1.5,
      dailyAvgMl: 20,
      mode: 'normal',
      approach: 'progressif',
    });
  });

  it('offers « arrêt d’un coup » beside the gradual plan, neither imposed, and sends it (issue 27)', async () => {
    const fetchMock = stubFetch(() =>
      answerOf('post', '/api/nicotine/plan', { message: 'Plan créé avec succès !' }, 201),
    );
    renderAt('/nicotine', <PlanCreationForm onFeedback={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Suivant' }));
    fireEvent.click(await screen.findByRole('radio', { name: '12 mg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await screen.findByText(/Étape 3 sur 3/);
    expect(screen.getByText(/revue Cochrane CD013183/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Palier par palier/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Normal/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Arrêt d’un coup/ }));
    // At once: no rhythm to choose, the target from today.
    expect(screen.queryByRole('radio', { name: /Normal/ })).toBeNull();
    expect(figures().weeks).toBe('Dès aujourd’hui');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon plan' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, call]) => call?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      startRate: 12,
      targetRate: 0,
      dailyAvgMl: 20,
      mode: 'normal',
      approach: 'arret',
    });
  });

  it('shows the server error of the nicotine call', async () => {
    stubFetch(() => ({
      status: 409,
      body: { error: 'Un plan existe déjà : modifiez-le ou supprimez-le d’abord.' },
    }));
    const onFeedback = vi.fn();
    renderAt('/nicotine', <PlanCreationForm onFeedback={onFeedback} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Suivant' }));
    await screen.findByRole('radio', { name: '6 mg' });
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Créer mon plan' }));
    await waitFor(() =>
      expect(onFeedback).toHaveBeenCalledWith(
        'error',
        'Un plan existe déjà : modifiez-le ou supprimez-le d’abord.',
      ),
    );
  });
});
