import { prefersReducedMotion } from '../../lib/nicotine-format.ts';

/** A short burst of confetti (a saved log, a reached target); nothing for people who asked for less motion. */
export async function celebrate(particleCount = 120) {
  if (prefersReducedMotion()) return;
  try {
    const { default: confetti } = await import('canvas-confetti');
    // No worker: the default one is built from a blob: URL, which the Content Security Policy forbids.
    const fire = confetti.create(undefined, {
      resize: true,
      useWorker: false,
      disableForReducedMotion: true,
    });
    await fire({ particleCount, spread: 75, origin: { y: 0.75 } });
  } catch (error) {
    console.warn('Confettis indisponibles', error);
  }
}
