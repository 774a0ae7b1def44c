import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../test/render.tsx';
import { EditPlanDialog } from './edit-plan-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

const plan = {
  startRate: 6,
  targetRate: 3,
  dailyAvgMl: 20,
  mode: 'normal' as const,
  approach: 'progressif' as const,
  steps: [],
  createdAt: '2026-03-01T08:00:00.000Z',
};

const patches = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');

describe('EditPlanDialog', () => {
  it('refuses a target above the current rate under the group, without sending', async () => {
    const fetchMock = stubFetch(() => ({ status: 200, body: { message: 'Plan mis à jour !' } }));
    const onFeedback = vi.fn();
    renderAt(
      '/nicotine',
      <EditPlanDialog open plan={plan} currentRate={1.5} onClose={() => {}} onFeedback={onFeedback} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Le nouvel objectif doit être inférieur ou égal à votre taux actuel.'),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: '3 mg' }).getAttribute('aria-invalid')).toBe('true');
    // The chosen target cannot be picked again: the focus goes to the first one that can.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1,5 mg' }));
    expect(patches(fetchMock)).toHaveLength(0);
    expect(onFeedback).not.toHaveBeenCalled();
  });

  it('sends the new target and rhythm', async () => {
    const fetchMock = stubFetch(() => ({ status: 200, body: { message: 'Plan mis à jour !' } }));
    const onFeedback = vi.fn();
    renderAt(
      '/nicotine',
      <EditPlanDialog open plan={plan} currentRate={4.5} onClose={() => {}} onFeedback={onFeedback} />,
    );
    fireEvent.click(await screen.findByRole('radio', { name: '0 mg' }));
    fireEvent.click(screen.getByRole('radio', { name: /Rapide/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onFeedback).toHaveBeenCalledWith('success', 'Plan mis à jour !'));
    expect(JSON.parse(String(patches(fetchMock)[0]![1]!.body))).toEqual({ targetRate: 0, mode: 'rapide' });
  });
});
