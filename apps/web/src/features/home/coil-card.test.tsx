import { fireEvent, screen } from '@testing-library/react';
import { dayIn } from '@vapolib/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, renderAt, stubFetch } from '../../test/render.tsx';
import { CoilCard } from './coil-card.tsx';
import { LiquidsCard } from './liquids-card.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('CoilCard', () => {
  it('says the coils could not be loaded, and loads them again on « Réessayer »', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    stubFetch(() =>
      fail
        ? { status: 404, body: { message: 'Impossible de charger les données.' } }
        : answerOf('get', '/api/resistance', [
            {
              _id: 1,
              cigId: { _id: 7, modele: 'Zeus X' },
              userId: 3,
              dateInstallation: dayIn(new Date()),
              duree: 15,
              dureeMl: null,
              notifie: true,
              alreadyNotified: false,
            },
          ]),
    );
    renderAt('/home', <CoilCard />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Vos résistances n’ont pas pu être chargées.');
    expect(screen.queryByText(/Ajoutez votre cigarette/)).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Zeus X')).toBeTruthy();
    expect(screen.getByText('15 jours restants')).toBeTruthy();
  });

  it('shows the coil ending first, by its mL at the current pace, and says so', async () => {
    const today = dayIn(new Date());
    const base = {
      userId: 3,
      dateInstallation: today,
      duree: 15,
      notifie: true,
      alreadyNotified: false,
    };
    stubFetch(() =>
      answerOf('get', '/api/resistance', [
        { ...base, _id: 1, cigId: { _id: 7, modele: 'Zeus X' }, dureeMl: null },
        {
          ...base,
          _id: 2,
          cigId: { _id: 8, modele: 'XROS 4' },
          dureeMl: 30,
          usure: { mlVapes: 14, rythmeMlJour: 4, jour: today },
        },
      ]),
    );
    renderAt('/home', <CoilCard />);
    // 16 mL left at 4 mL/day: 4 days, against 15 for the Zeus X.
    expect(await screen.findByText('XROS 4')).toBeTruthy();
    expect(screen.getByText('≈ 4 jours au rythme actuel de 4 mL/jour')).toBeTruthy();
    expect(screen.getByText('Encore en forme, vérifiez-la régulièrement.')).toBeTruthy();
  });

  it('asks for a change once the mL life is reached, and says how many mL', async () => {
    const today = dayIn(new Date());
    stubFetch(() =>
      answerOf('get', '/api/resistance', [
        {
          _id: 2,
          cigId: { _id: 8, modele: 'XROS 4' },
          userId: 3,
          dateInstallation: today,
          duree: 15,
          dureeMl: 30,
          notifie: true,
          alreadyNotified: true,
          usure: { mlVapes: 31.5, rythmeMlJour: 31.5, jour: today },
        },
      ]),
    );
    renderAt('/home', <CoilCard />);
    expect(await screen.findByText('À remplacer !')).toBeTruthy();
    expect(screen.getByText('31,5 mL vapés sur 30 mL')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Changer ma résistance' })).toBeTruthy();
  });
});

describe('LiquidsCard', () => {
  it('says the liquids could not be loaded, and loads them again on « Réessayer »', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    stubFetch(() =>
      fail ? { status: 500, body: { message: 'Erreur serveur' } } : answerOf('get', '/api/eliquides', []),
    );
    renderAt('/home', <LiquidsCard />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Vos liquides n’ont pas pu être chargés.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun liquide trouvé')).toBeTruthy();
  });
});
