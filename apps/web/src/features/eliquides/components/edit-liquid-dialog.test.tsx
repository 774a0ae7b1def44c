import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditLiquidDialog } from './edit-liquid-dialog.tsx';

const liquid = {
  id: 7,
  user_id: 3,
  arome_id: 12,
  arome_name: 'Fraise',
  name: 'Fraise',
  brand: 'Capella',
  image_url: '/icons/fraise.svg',
  rating: 3.5,
  description: 'Bonne tenue',
  created_at: '2026-03-01T08:00:00.000Z',
  updated_at: '2026-03-01T08:00:00.000Z',
  rank: 1,
  total: 2,
  rank_colour: 'red' as const,
};

function renderDialog(onSave = vi.fn()) {
  render(
    <EditLiquidDialog open liquid={liquid} busy={false} error={null} onSave={onSave} onClose={() => {}} />,
  );
  return onSave;
}

describe('EditLiquidDialog', () => {
  it('refuses a comment with special characters: said at once, save held, a forced submit sends nothing', async () => {
    const onSave = renderDialog();
    const comment = await screen.findByLabelText(/Commentaire/);
    fireEvent.change(comment, { target: { value: 'Top <script>' } });
    expect(screen.getByRole('alert').textContent).toBe('Caractères spéciaux non autorisés');
    const save = screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.submit(save.closest('form')!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the rating and the trimmed comment; a blank comment is sent empty', async () => {
    const onSave = renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter une demi-étoile' }));
    fireEvent.change(screen.getByLabelText(/Commentaire/), { target: { value: '  Encore mieux  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ rating: 4, description: 'Encore mieux' }));
    fireEvent.change(screen.getByLabelText(/Commentaire/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenLastCalledWith({ rating: 4, description: '' }));
  });
});
