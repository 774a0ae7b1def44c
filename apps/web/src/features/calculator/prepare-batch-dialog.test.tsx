import { fireEvent, screen, within } from '@testing-library/react';
import type { Batch } from '@vapolib/contracts';
import { dayIn, messages } from '@vapolib/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerOf, renderAt, stubFetch, testToken } from '../../test/render.tsx';
import CalculatorPage from './calculator-page.tsx';
import { defaultState, stateFromRecipe } from './calculator-state.ts';
import { PrepareBatchDialog } from './prepare-batch-dialog.tsx';
import { RecipesPanel } from './recipes-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const today = dayIn(new Date());

describe('« J’ai préparé ce mélange »', () => {
  it('records the precise mix: its volume and strength, the family guessed from the aromas, today', async () => {
    const fetchMock = stubFetch((_url, init) => {
      const body = JSON.parse(init.body ?? '{}');
      return answerOf(
        'post',
        '/api/preparations',
        { message: 'Préparation enregistrée !', batch: { id: 1, ...body } as Batch },
        201,
      );
    });
    renderAt(
      '/calculateur?mode=precis&volume=30&pg=50&nicotine=6&booster=20&boosterPg=50&aromes=10:100:Vanilla%20Custard',
      <CalculatorPage />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'J’ai préparé ce mélange' }));
    const dialog = await screen.findByRole('dialog', { name: 'J’ai préparé ce mélange' });
    expect(dialog.textContent).toContain('30 mL à 6 mg/mL');
    expect((within(dialog).getByLabelText('Nom') as HTMLInputElement).value).toBe('Vanilla Custard');
    expect((within(dialog).getByLabelText('Préparé le') as HTMLInputElement).value).toBe(today);
    const family = within(dialog).getByLabelText('Famille de saveur') as HTMLSelectElement;
    expect(family.value).toBe('gourmand');
    expect(dialog.textContent).toContain('Devinée d’après les arômes');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la préparation' }));
    expect(await screen.findByText('Préparation enregistrée !')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([, sent]) => sent.method === 'POST')!;
    expect(url).toBe('/api/preparations');
    expect(JSON.parse(init.body!)).toEqual({
      name: 'Vanilla Custard',
      prepared_on: today,
      flavour_family: 'gourmand',
      notifie: true,
      volume_ml: 30,
      nicotine_rate: 6,
      recipe_id: null,
      from_stash: false,
      calculation: {
        mode: 'precise',
        inputs: {
          volume: 30,
          pg: 50,
          nicotine: 6,
          boosterStrength: 20,
          boosterPg: 50,
          aromas: [{ name: 'Vanilla Custard', percent: 10, pg: 100 }],
        },
      },
    });
  });

  it('links the batch to the plan step a next-bottle card opened the calculator for', async () => {
    const fetchMock = stubFetch((_url, init) =>
      init.method === 'POST'
        ? answerOf(
            'post',
            '/api/preparations',
            { message: 'Préparation enregistrée !', batch: { id: 1 } as Batch },
            201,
          )
        : { status: 200, body: { items: [] } },
    );
    renderAt(
      '/calculateur?mode=rapide&quantite=60&nicotine=4.5&maturation=fruit-simple&etape=42',
      <CalculatorPage />,
    );
    expect(await screen.findByTestId('calculator-step-note')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'J’ai préparé ce mélange' }));
    const dialog = await screen.findByRole('dialog', { name: 'J’ai préparé ce mélange' });
    expect(dialog.textContent).toContain('pour la prochaine étape de votre plan');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la préparation' }));
    expect(await screen.findByText('Préparation enregistrée !')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, sent]) => sent.method === 'POST')!;
    expect(JSON.parse(init.body!)).toMatchObject({ step_id: 42, volume_ml: 60 });
  });

  it('asks for the family when nothing says it, and takes the guide’s choice or shake & vape', async () => {
    const fetchMock = stubFetch(() => ({ status: 500, body: { message: 'non' } }));
    renderAt('/calculateur', <CalculatorPage />);
    fireEvent.click(screen.getByRole('button', { name: 'J’ai préparé ce mélange' }));
    let dialog = await screen.findByRole('dialog', { name: 'J’ai préparé ce mélange' });
    expect(dialog.textContent).toContain('100 mL à 3 mg/mL');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la préparation' }));
    expect(await within(dialog).findByText(messages.batchFamilyInvalid)).toBeTruthy();
    // Only the stash was asked (« Puis-je le faire ? »): nothing was sent.
    expect(fetchMock.mock.calls.filter(([, init]) => init.method !== 'GET')).toEqual([]);
    // A simple fruit is ready the same day: « Prête aujourd’hui », never « Prête après 0 jours » (issue 26).
    const family = within(dialog).getByLabelText('Famille de saveur');
    fireEvent.change(family, { target: { value: 'fruit-simple' } });
    expect(dialog.textContent).toContain('Prête aujourd’hui.');
    expect(dialog.textContent).not.toContain('0 jours');
    fireEvent.change(family, { target: { value: 'fruit-complexe' } });
    expect(dialog.textContent).toContain('Prête après 3 jours.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    fireEvent.click(screen.getByRole('switch', { name: /Shake & vape/ }));
    fireEvent.click(screen.getByRole('button', { name: 'J’ai préparé ce mélange' }));
    dialog = await screen.findByRole('dialog', { name: 'J’ai préparé ce mélange' });
    expect((within(dialog).getByLabelText('Famille de saveur') as HTMLSelectElement).value).toBe(
      'shake-and-vape',
    );
  });

  it('says there is nothing to record while the mix is impossible', async () => {
    stubFetch(() => ({ status: 500, body: { message: 'non' } }));
    renderAt('/calculateur?mode=rapide&arome=90&quantite=10&ratio=50/50&nicotine=19', <CalculatorPage />);
    fireEvent.click(screen.getByRole('button', { name: 'J’ai préparé ce mélange' }));
    const dialog = await screen.findByRole('dialog', { name: 'J’ai préparé ce mélange' });
    expect(dialog.textContent).toContain('Le calcul n’a pas de résultat');
  });
});

describe('« J’ai préparé ce mélange » from a saved recipe', () => {
  beforeEach(() => localStorage.setItem('token', testToken(3)));
  afterEach(() => localStorage.clear());
  const recipe = {
    id: 42,
    name: 'Ma fraise',
    mode: 'shortfill' as const,
    inputs: {
      bottle: 50,
      boosters: 1,
      target: 3,
      method: 'boosters' as const,
      maturation: 'fruit-simple' as const,
    },
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
  };

  it('the recipes panel hands the opened recipe over with its values', async () => {
    stubFetch(() => answerOf('get', '/api/recipes', [recipe]));
    const onOpen = vi.fn();
    renderAt('/calculateur', <RecipesPanel state={defaultState()} onOpen={onOpen} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ouvrir Ma fraise' }));
    expect(onOpen).toHaveBeenCalledWith(stateFromRecipe(recipe), recipe);
  });

  it('names the recipe, its name and family', async () => {
    const posted: Record<string, unknown>[] = [];
    stubFetch((_url, init) => {
      const body = JSON.parse(init.body ?? '{}');
      if (init.method === 'POST') posted.push(body);
      return answerOf(
        'post',
        '/api/preparations',
        { message: 'Préparation enregistrée !', batch: { id: 1, ...body } as Batch },
        201,
      );
    });
    const onSaved = vi.fn();
    renderAt(
      '/calculateur',
      <PrepareBatchDialog
        open
        state={stateFromRecipe(recipe)}
        recipe={{ id: 42, name: 'Ma fraise' }}
        onClose={() => {}}
        onSaved={onSaved}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'J’ai préparé ce mélange' });
    expect(dialog.textContent).toContain('60 mL à 3,33 mg/mL · recette « Ma fraise »');
    expect((within(dialog).getByLabelText('Nom') as HTMLInputElement).value).toBe('Ma fraise');
    expect((within(dialog).getByLabelText('Famille de saveur') as HTMLSelectElement).value).toBe(
      'fruit-simple',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer la préparation' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Préparation enregistrée !'));
    expect(posted[0]).toMatchObject({ recipe_id: 42, volume_ml: 60, nicotine_rate: 3.33, name: 'Ma fraise' });
  });
});
