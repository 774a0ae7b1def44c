import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTimedMessage } from './use-timed-message.ts';

afterEach(() => vi.useRealTimers());

describe('useTimedMessage', () => {
  it('clears the message after the delay', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useTimedMessage(5000));
    act(() => result.current.show('success', 'Profil mis à jour !'));
    expect(result.current.message).toEqual({ kind: 'success', text: 'Profil mis à jour !' });
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.message).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });
});
