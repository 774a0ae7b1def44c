import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { StepConfirmDialog } from './step-confirm-dialog.tsx';

const steps = [
  { _id: 1, step: 1, rate: 6, start: '2026-03-01', end: '2026-03-15', done: true },
  { _id: 2, step: 2, rate: 4.5, start: '2026-03-15', end: '2026-03-29', done: false },
  { _id: 3, step: 3, rate: 3, start: '2026-03-29', end: '2026-04-12', done: false },
];

describe('the step confirmation', () => {
  it('asks « Sur 10, êtes-vous prêt… » and, below 7, puts a half step and one more week first', async () => {
    const onAnswer = vi.fn();
    const onGentler = vi.fn();
    renderAt(
      '/nicotine',
      <StepConfirmDialog
        step={steps[1]}
        steps={steps}
        mode="normal"
        busy={false}
        onAnswer={onAnswer}
        onGentler={onGentler}
        onClose={() => {}}
      />,
    );
    const question = await screen.findByLabelText('Sur 10, êtes-vous prêt à passer à 3 mg ?');
    expect(screen.queryByRole('button', { name: /demi-palier/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /une semaine de plus/ })).toBeNull();
    fireEvent.change(question, { target: { value: '6' } });
    expect(screen.getByRole('status').textContent).toContain(
      'descendez d’un demi-palier, à 3,75 mg/mL, ou restez à 4,5 mg/mL une semaine de plus',
    );
    const half = screen.getByRole('button', { name: 'Un demi-palier : passer à 3,75 mg/mL' });
    const week = screen.getByRole('button', { name: 'Rester à 4,5 mg/mL une semaine de plus' });
    const buttons = screen.getAllByRole('button');
    const yes = buttons.indexOf(screen.getByRole('button', { name: "Oui, j'ai réussi !" }));
    expect(buttons.indexOf(half)).toBeLessThan(buttons.indexOf(week));
    expect(buttons.indexOf(week)).toBeLessThan(yes);
    fireEvent.click(half);
    expect(onGentler).toHaveBeenLastCalledWith('half');
    fireEvent.click(week);
    expect(onGentler).toHaveBeenLastCalledWith('week');
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.change(question, { target: { value: '7' } });
    expect(screen.queryByRole('button', { name: /demi-palier/ })).toBeNull();
  });

  it('offers only the week more when the step is too small to halve (after a half step)', async () => {
    const halved = [
      { ...steps[0]!, done: true },
      { _id: 4, step: 2, rate: 5.25, start: '2026-03-15', end: '2026-03-29', done: false },
      { ...steps[1]!, step: 3, start: '2026-03-29', end: '2026-04-12' },
    ];
    const onGentler = vi.fn();
    renderAt(
      '/nicotine',
      <StepConfirmDialog
        step={halved[1]}
        steps={halved}
        mode="normal"
        busy={false}
        onAnswer={() => {}}
        onGentler={onGentler}
        onClose={() => {}}
      />,
    );
    fireEvent.change(await screen.findByLabelText('Sur 10, êtes-vous prêt à passer à 4,5 mg ?'), {
      target: { value: '3' },
    });
    expect(screen.queryByRole('button', { name: /demi-palier/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Rester à 5,25 mg/mL une semaine de plus' }));
    expect(onGentler).toHaveBeenCalledWith('week');
  });

  it('shows the compensation figures when the last step down was made up for', async () => {
    renderAt(
      '/nicotine',
      <StepConfirmDialog
        step={steps[1]}
        steps={steps}
        mode="normal"
        busy={false}
        onAnswer={() => {}}
        onGentler={() => {}}
        onClose={() => {}}
        compensation={{
          stepId: 2,
          previousRate: 6,
          currentRate: 4.5,
          previousMgPerDay: 60,
          currentMgPerDay: 58.5,
          previousMlPerDay: 10,
          currentMlPerDay: 13,
          percentOfPrevious: 98,
        }}
      />,
    );
    expect(await screen.findByText(/Vous vapotez plus depuis la baisse : 58,5 mg/)).toBeTruthy();
  });
});
