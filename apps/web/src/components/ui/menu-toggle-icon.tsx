import { LineIcon } from './line-icon.tsx';

/** The three lines of a menu button, a cross while its menu is open. */
export function MenuToggleIcon({ open, className }: { open: boolean; className: string }) {
  return (
    <LineIcon
      d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
      className={className}
      strokeWidth="2"
    />
  );
}
