import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../../test/render.tsx';
import { AromesCreateForm } from './aromes-create-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const posts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('AromesCreateForm', () => {
  it('says under each field what is missing, focuses the first, and sends nothing', async () => {
    const fetchMock = stubFetch(() => ({
      status: 201,
      body: { id: 9, message: 'Arôme ajouté avec succès !' },
    }));
    renderAt('/admin/aromes', <AromesCreateForm brands={['Capella']} onResult={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter l’arôme' }));
    expect(
      await screen.findByText('Le nom de l’arôme est obligatoire (100 caractères au plus).'),
    ).toBeTruthy();
    expect(screen.getByText('La marque est obligatoire (100 caractères au plus).')).toBeTruthy();
    const name = screen.getByLabelText('Nom');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'Fraise' } });
    fireEvent.change(screen.getByLabelText('Marque'), { target: { value: '__autre__' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter l’arôme' }));
    expect(await screen.findByText('Saisissez le nom de la nouvelle marque.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nouvelle marque'), { target: { value: 'Mar<que' } });
    fireEvent.change(screen.getByLabelText('Image (URL, facultatif)'), {
      target: { value: 'https://ailleurs.example/x.png' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter l’arôme' }));
    expect(
      await screen.findByText(
        'Le nom et la marque ne peuvent pas contenir < ou >, ni de caractère de contrôle.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/L’image doit être un fichier de l’application/)).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('sends a new brand typed after « Autre », then keeps it chosen for the next aroma', async () => {
    const fetchMock = stubFetch(() => ({
      status: 201,
      body: { id: 9, message: 'Arôme ajouté avec succès !' },
    }));
    const onResult = vi.fn();
    renderAt('/admin/aromes', <AromesCreateForm brands={['Capella']} onResult={onResult} />);
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: ' Fraise ' } });
    fireEvent.change(screen.getByLabelText('Marque'), { target: { value: '__autre__' } });
    fireEvent.change(await screen.findByLabelText('Nouvelle marque'), { target: { value: ' Nouvelle ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter l’arôme' }));
    await vi.waitFor(() => expect(onResult).toHaveBeenCalledWith('success', 'Arôme ajouté avec succès !'));
    expect(JSON.parse(String(posts(fetchMock)[0]![1]!.body))).toEqual({
      name: 'Fraise',
      brand: 'Nouvelle',
      status: 1,
    });
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('');
    expect(screen.queryByLabelText('Nouvelle marque')).toBeNull();
  });
});
