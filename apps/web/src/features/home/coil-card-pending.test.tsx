import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { dayIn } from '@vapolib/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveWrite } from '../../lib/api-client.ts';
import { sendOrQueue } from '../../lib/outbox.ts';
import { NEW_COIL_TARGET } from '../../lib/queries/pending-coil-changes.ts';
import { emptyOutbox, setOnline } from '../../test/offline.ts';
import { answerOf, renderAt, stubFetch, testToken } from '../../test/render.tsx';
import { CoilCard } from './coil-card.tsx';

afterEach(emptyOutbox);

describe('CoilCard with a coil added offline', () => {
  it('shows the waiting coil, and says it waits to be sent', async () => {
    localStorage.setItem('token', testToken(7));
    setOnline(false);
    await sendOrQueue({
      ...resolveWrite('post', '/api/resistance', {
        body: { cigId: 8, dateInstallation: dayIn(new Date()), duree: 15, dureeMl: 30, notifie: true },
      }),
      fallback: 'Erreur ajout résistance',
      label: 'Résistance de la XROS 4',
      target: `${NEW_COIL_TARGET}:abc`,
      shown: { modele: 'XROS 4' },
    });
    stubFetch(() => answerOf('get', '/api/resistance', []));
    renderAt('/home', <CoilCard />);
    expect(await screen.findByText('XROS 4')).toBeTruthy();
    expect(screen.getByText('15 jours restants')).toBeTruthy();
    expect(screen.getByText('En attente d’envoi : elle sera enregistrée au retour du réseau.')).toBeTruthy();
  });
});
