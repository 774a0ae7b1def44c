import { fireEvent, render, screen } from '@testing-library/react';
import { nicotineSafetyNote } from '@vapolib/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { safetyNoteDue } from '../lib/safety-note.ts';
import { NicotineSafetyNote } from './nicotine-safety-note.tsx';

beforeEach(() => localStorage.clear());

describe('the nicotine safety note', () => {
  it('is shown until dismissed, then stays away', () => {
    const { unmount } = render(<NicotineSafetyNote />);
    expect(screen.getByRole('heading', { name: nicotineSafetyNote.title })).toBeTruthy();
    expect(screen.getByText(/appelez le 15 ou un centre antipoison/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: nicotineSafetyNote.dismiss }));
    expect(screen.queryByRole('heading', { name: nicotineSafetyNote.title })).toBeNull();
    unmount();
    render(<NicotineSafetyNote newestBoosterAt="2000-01-01T00:00:00.000Z" />);
    expect(screen.queryByRole('heading', { name: nicotineSafetyNote.title })).toBeNull();
  });

  it('comes back with a booster added after the dismissal', () => {
    const dismissed = '2026-11-20T10:00:00.000Z';
    expect(safetyNoteDue(undefined, null)).toBe(true);
    expect(safetyNoteDue(undefined, dismissed)).toBe(false);
    expect(safetyNoteDue('2026-11-19T10:00:00.000Z', dismissed)).toBe(false);
    expect(safetyNoteDue('2026-11-21T10:00:00.000Z', dismissed)).toBe(true);
  });
});
