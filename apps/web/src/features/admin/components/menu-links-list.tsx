import type { MenuLink } from '@vapolib/contracts';
import type { ReactNode } from 'react';
import { MenuIcon } from '../../../components/ui/menu-icon.tsx';

interface MenuLinksListProps {
  links: MenuLink[];
  busy: boolean;
  canMove: (link: MenuLink, direction: 'up' | 'down') => boolean;
  onMove: (link: MenuLink, direction: 'up' | 'down') => void;
  onToggleStatus: (link: MenuLink) => void;
  onToggleVisibility: (link: MenuLink) => void;
  onEdit: (link: MenuLink) => void;
  onDelete: (link: MenuLink) => void;
}

const pill = (on: boolean) =>
  `inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-bold ring-1 ring-inset transition-colors disabled:cursor-wait disabled:opacity-60 ${
    on
      ? 'bg-emerald-50 text-emerald-900 ring-emerald-300 hover:bg-emerald-100'
      : 'bg-slate-100 text-slate-800 ring-slate-300 hover:bg-slate-200'
  }`;

const dot = (on: boolean) => (
  <span className={`h-2.5 w-2.5 rounded-full ${on ? 'bg-emerald-600' : 'bg-slate-500'}`} aria-hidden="true" />
);

const iconButton =
  'flex h-11 w-11 items-center justify-center rounded-xl text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:ring-slate-200';

function Arrow({ up }: { up: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path
        d={up ? 'M12 19V5M5 12l7-7 7 7' : 'M12 5v14M5 12l7 7 7-7'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function TextButton({
  onClick,
  label,
  tone,
  children,
}: {
  onClick: () => void;
  label: string;
  tone: 'brand' | 'red';
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`inline-flex min-h-11 items-center rounded-xl px-4 font-semibold ring-1 ring-inset ${
        tone === 'red'
          ? 'text-red-800 ring-red-200 hover:bg-red-50'
          : 'text-brand-800 ring-brand-200 hover:bg-brand-50'
      }`}
    >
      {children}
    </button>
  );
}

/** The links as rows (cards on phones): order and icon, label and path, the two toggles, move, edit, delete. */
export function MenuLinksList({
  links,
  busy,
  canMove,
  onMove,
  onToggleStatus,
  onToggleVisibility,
  onEdit,
  onDelete,
}: MenuLinksListProps) {
  return (
    <ul className="space-y-3">
      {links.map((link) => {
        const name = `« ${link.label} »`;
        const active = !link.disabled;
        return (
          <li
            key={link.id}
            className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:flex-row lg:items-center"
          >
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <span
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800"
                aria-hidden="true"
              >
                <MenuIcon name={link.icon} />
              </span>
              <div className="min-w-0 flex-1">
                <p className={`font-bold ${active ? 'text-slate-900' : 'text-slate-600 line-through'}`}>
                  {link.label}
                </p>
                <p className="font-mono text-sm text-slate-600 [overflow-wrap:anywhere]">
                  {link.path}
                  <span className="font-sans"> · ordre {link.order}</span>
                </p>
              </div>
              <div className="flex shrink-0 gap-1.5">
                <button
                  type="button"
                  className={iconButton}
                  disabled={busy || !canMove(link, 'up')}
                  onClick={() => onMove(link, 'up')}
                  aria-label={`Monter ${name}`}
                >
                  <Arrow up />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  disabled={busy || !canMove(link, 'down')}
                  onClick={() => onMove(link, 'down')}
                  aria-label={`Descendre ${name}`}
                >
                  <Arrow up={false} />
                </button>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className={pill(active)}
                disabled={busy}
                onClick={() => onToggleStatus(link)}
                aria-label={`${active ? 'Actif' : 'Désactivé'} : ${name}, cliquer pour ${active ? 'désactiver' : 'activer'}`}
              >
                {dot(active)}
                {active ? 'Actif' : 'Désactivé'}
              </button>
              <button
                type="button"
                className={pill(link.isVisible)}
                disabled={busy}
                onClick={() => onToggleVisibility(link)}
                aria-label={`${link.isVisible ? 'Visible' : 'Invisible'} : ${name}, cliquer pour ${link.isVisible ? 'masquer' : 'afficher'}`}
              >
                {dot(link.isVisible)}
                {link.isVisible ? 'Visible' : 'Invisible'}
              </button>
            </div>
            <div className="flex items-center gap-2 border-t border-slate-100 pt-3 lg:border-0 lg:pt-0">
              <TextButton onClick={() => onEdit(link)} label={`Modifier ${name}`} tone="brand">
                Modifier
              </TextButton>
              <TextButton onClick={() => onDelete(link)} label={`Supprimer ${name}`} tone="red">
                Supprimer
              </TextButton>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
