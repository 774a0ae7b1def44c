import { useCallback, useEffect, useState } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

const isIos = () =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) ||
  (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

/**
 * Captures `beforeinstallprompt` and defers it until the user presses "Rejoindre".
 * On iPhone and iPad, where no such event exists, it tells the page to show the Share instructions.
 * When the browser has not (yet) offered a prompt, pressing the button explains how to install by hand.
 */
export function useInstallPrompt() {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(() => isStandalone());
  /** The button was pressed but the browser offered no prompt: the page explains the menu route. */
  const [showBrowserHelp, setShowBrowserHelp] = useState(false);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => {
      setInstalled(true);
      setDeferred(null);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!deferred) {
      setShowBrowserHelp(true);
      return;
    }
    try {
      await deferred.prompt();
      const choice = await deferred.userChoice;
      if (choice.outcome === 'accepted') setInstalled(true);
    } catch (error) {
      console.warn("L'invite d'installation a échoué", error);
    } finally {
      setDeferred(null);
    }
  }, [deferred]);

  const ios = isIos();
  return {
    /** "Rejoindre" shows until the app is installed, except on iOS where the Share help replaces it. */
    showInstallButton: !installed && !ios,
    installed,
    showIosHelp: !installed && ios,
    showBrowserHelp: showBrowserHelp && !installed && !deferred,
    install,
  };
}
