import { useState } from 'react';

/**
 * True from the first time `open` is true: a dialog whose code loads on its first opening (React `lazy`) is
 * rendered from then on, and not before. The closed dialog is an empty, hidden `<dialog>`, so nothing the user
 * sees changes; the page does not load the dialog's code (and zod's schemas, for its form) before it appears.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
