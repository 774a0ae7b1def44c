import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StarRating } from './star-rating.tsx';

function Controlled({ initial = 0, onChange }: { initial?: number; onChange?: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <StarRating
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const slider = () => screen.getByRole('slider', { name: 'Note' });

describe('StarRating', () => {
  it('read-only, reads "Note : 3,5 sur 5" and offers no control', () => {
    render(<StarRating value={3.5} />);
    expect(screen.getByText('Note : 3,5 sur 5')).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is a labelled slider from 0 to 5 that says its value in French', () => {
    render(<Controlled initial={3.5} />);
    expect(slider().getAttribute('aria-valuemin')).toBe('0');
    expect(slider().getAttribute('aria-valuemax')).toBe('5');
    expect(slider().getAttribute('aria-valuenow')).toBe('3.5');
    expect(slider().getAttribute('aria-valuetext')).toBe('3,5 sur 5');
  });

  it('moves by half a star with minus and plus, which stop at 0 and 5', () => {
    render(<Controlled initial={4.5} />);
    const plus = screen.getByRole('button', { name: 'Ajouter une demi-étoile' });
    const minus = screen.getByRole('button', { name: 'Retirer une demi-étoile' });
    fireEvent.click(plus);
    expect(slider().getAttribute('aria-valuenow')).toBe('5');
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 10; i += 1) fireEvent.click(minus);
    expect(slider().getAttribute('aria-valuenow')).toBe('0');
    expect((minus as HTMLButtonElement).disabled).toBe(true);
  });

  it('follows the slider keys', () => {
    const onChange = vi.fn();
    render(<Controlled initial={2} onChange={onChange} />);
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(slider().getAttribute('aria-valuetext')).toBe('2,5 sur 5');
    fireEvent.keyDown(slider(), { key: 'ArrowDown' });
    fireEvent.keyDown(slider(), { key: 'ArrowDown' });
    expect(slider().getAttribute('aria-valuenow')).toBe('1.5');
    fireEvent.keyDown(slider(), { key: 'PageUp' });
    expect(slider().getAttribute('aria-valuenow')).toBe('2.5');
    fireEvent.keyDown(slider(), { key: 'End' });
    expect(slider().getAttribute('aria-valuenow')).toBe('5');
    fireEvent.keyDown(slider(), { key: 'Home' });
    expect(slider().getAttribute('aria-valuenow')).toBe('0');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('takes a tap on a star', () => {
    render(<Controlled />);
    const third = slider().querySelector('[data-star="2"]')!;
    fireEvent.click(third);
    expect(slider().getAttribute('aria-valuenow')).toBe('3');
  });
});
