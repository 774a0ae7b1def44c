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
  it('asks « Sur 10, êtes-vous prêt… » and, below 7, puts one more period first', async () => {
    const onAnswer = vi.fn();
    renderAt(
      '/nicotine',
      <StepConfirmDialog
        step={steps[1]}
        steps={steps}
        mode="normal"
        busy={false}
        onAnswer={onAnswer}
        onClose={() => {}}
      />,
    );
    const question = await screen.findByLabelText('Sur 10, êtes-vous prêt à passer à 3 mg ?');
    expect(screen.queryByRole('button', { name: /Rester à ce palier/ })).toBeNull();
    fireEvent.change(question, { target: { value: '5' } });
    const gentler = screen.getByRole('button', { name: 'Rester à ce palier 2 semaines de plus' });
    const buttons = screen.getAllByRole('button');
    expect(buttons.indexOf(gentler)).toBeLessThan(
      buttons.indexOf(screen.getByRole('button', { name: "Oui, j'ai réussi !" })),
    );
    fireEvent.click(gentler);
    expect(onAnswer).toHaveBeenCalledWith(false);
    fireEvent.change(question, { target: { value: '8' } });
    expect(screen.queryByRole('button', { name: /Rester à ce palier/ })).toBeNull();
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
