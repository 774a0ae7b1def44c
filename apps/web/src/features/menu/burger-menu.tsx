import { isInAppPath } from '@vapolib/domain';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { MenuIcon } from '../../components/ui/menu-icon.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useMenuLinks } from './api/use-menu-links.ts';

const itemBase = 'flex min-h-12 items-center gap-3 rounded-xl px-4 py-3 text-lg font-semibold';
const itemClass = `${itemBase} text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50`;
const disabledClass = `${itemBase} cursor-not-allowed text-slate-500`;
const soon = <span className="ml-auto text-sm font-normal text-slate-600">(Bientôt disponible)</span>;

/**
 * The full-screen menu: Home, the visible dynamic links, "Mon profil", a disabled "Paramètres", and
 * "Admin" for admins. Closes on an outside click, Escape or navigation; locks the page scroll while open.
 */
export function BurgerMenu({ isAdmin, onClose }: { isAdmin: boolean; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const links = useMenuLinks(true);

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      // Focus goes back to the burger button, not to the top of the page.
      document.querySelector<HTMLElement>('[data-menu-toggle]')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (
        panel.current &&
        !panel.current.contains(target) &&
        !(target as Element).closest?.('[data-menu-toggle]')
      )
        onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  // A portal: the header's backdrop blur would otherwise trap this fixed overlay inside the header.
  return createPortal(
    <div className="fixed inset-x-0 bottom-0 top-[calc(4rem+env(safe-area-inset-top))] z-30 bg-slate-900/40">
      <nav
        id="burger-menu"
        ref={panel}
        aria-label="Menu principal"
        className="h-full overflow-y-auto bg-white px-4 py-4 sm:ml-auto sm:max-w-sm sm:shadow-xl"
      >
        <ul className="flex flex-col gap-1">
          <li>
            <Link to="/home" onClick={onClose} className={itemClass}>
              <MenuIcon name="home" /> Home
            </Link>
          </li>
          {links.isPending && (
            <li>
              <Spinner label="Chargement des liens…" />
            </li>
          )}
          {links.isError && (
            <li role="alert" className="px-4 py-3 text-red-800">
              {links.error.message}
            </li>
          )}
          {links.data?.length === 0 && <li className="px-4 py-3 text-slate-600">Aucun lien disponible</li>}
          {/* A path saved before only in-app paths were allowed (`//evil.example`) is not shown. */}
          {links.data
            ?.filter((link) => isInAppPath(link.path))
            .map((link) => (
              <li key={link.id}>
                {link.disabled ? (
                  <span aria-disabled="true" className={disabledClass}>
                    <MenuIcon name={link.icon} />
                    <s>{link.label}</s>
                    {soon}
                  </span>
                ) : (
                  <Link to={link.path} onClick={onClose} className={itemClass}>
                    <MenuIcon name={link.icon} /> {link.label}
                  </Link>
                )}
              </li>
            ))}
          <li>
            <Link to="/profil" onClick={onClose} className={itemClass}>
              <MenuIcon name="profile" /> Mon profil
            </Link>
          </li>
          <li>
            <span aria-disabled="true" className={disabledClass}>
              <MenuIcon name="settings" /> Paramètres {soon}
            </span>
          </li>
          {isAdmin && (
            <li>
              <Link to="/admin" onClick={onClose} className={itemClass}>
                <MenuIcon name="star" /> Admin
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </div>,
    document.body,
  );
}
