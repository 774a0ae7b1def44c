import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AromesEditDialog } from './aromes-edit-dialog.tsx';

const arome = { id: 4, name: 'Fraise', brand: 'Capella', image_url: '/icons/fraise.svg', status: 1 as const };

function renderDialog(onSave = vi.fn()) {
  render(
    <AromesEditDialog
      arome={arome}
      brands={['Capella']}
      busy={false}
      error={null}
      onSave={onSave}
      onClose={() => {}}
    />,
  );
  return onSave;
}

describe('AromesEditDialog', () => {
  it('refuses an emptied name or brand under its field, focused, without saving', async () => {
    const onSave = renderDialog();
    const name = await screen.findByLabelText('Nom');
    expect((name as HTMLInputElement).value).toBe('Fraise');
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.change(screen.getByLabelText('Marque'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Le nom de l’arôme est obligatoire (100 caractères au plus).'),
    ).toBeTruthy();
    expect(screen.getByText('La marque est obligatoire (100 caractères au plus).')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves trimmed values, the status, and an emptied image as « back to the generated one »', async () => {
    const onSave = renderDialog();
    fireEvent.change(await screen.findByLabelText('Nom'), { target: { value: ' Fraise des bois ' } });
    fireEvent.change(screen.getByLabelText('Image (URL, facultatif)'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(4, {
        name: 'Fraise des bois',
        brand: 'Capella',
        image_url: null,
        status: 2,
      }),
    );
  });
});
