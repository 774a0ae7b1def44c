import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CoilsList } from './coils-list.tsx';

const coil = (id: number, dateInstallation: string, duree: number) => ({
  _id: id,
  cigId: { _id: 1, modele: `Modèle ${id}` },
  userId: 40 + id,
  dateInstallation,
  duree,
  dureeMl: null,
  notifie: true,
  alreadyNotified: false,
  owner: { email: `user${id}@exemple.fr`, nom: 'Lefèvre', prenom: `Camille ${id}` },
});

describe('CoilsList', () => {
  it('lists the most worn coil first, days floored at 0, and asks to delete the one chosen', () => {
    const onDelete = vi.fn();
    render(
      <CoilsList
        coils={[coil(1, '2026-03-15', 15), coil(2, '2026-01-01', 15), coil(3, '2026-03-10', 12)]}
        today="2026-03-20"
        busy={false}
        onDelete={onDelete}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Modèle 2',
      'Modèle 3',
      'Modèle 1',
    ]);
    expect(items[0]?.textContent).toContain('À remplacer immédiatement !');
    expect(items[0]?.textContent).toContain('Camille 2 Lefèvre');
    expect(items[0]?.textContent).toContain('user2@exemple.fr');
    expect(items[0]?.textContent).not.toContain('n° 42');
    expect(items[1]?.textContent).toContain('Urgent : 2 jours restants');
    expect(items[2]?.textContent).toContain('Temps restant : 10 jours');
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Supprimer la résistance Modèle 3 de Camille 3 Lefèvre (user3@exemple.fr)',
      }),
    );
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ _id: 3 }));
  });
});
