export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The system share sheet when the device has one, else the clipboard. */
export async function shareLink(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if ((error as Error).name === 'AbortError') return 'cancelled';
      // Some browsers expose share() but refuse it (no user gesture, unsupported data): copy instead.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
