import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { OfflineIndicator } from '../../components/offline-indicator.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { MenuToggleIcon } from '../../components/ui/menu-toggle-icon.tsx';
import { logOut } from '../../lib/log-out.ts';
import { adminSections } from './admin-sections.ts';

/** The back-office shell: a sidebar (collapsed behind a button on phones), no site header. */
export function AdminLayout() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const current = adminSections.find(
    (section) => `/admin${section.path ? `/${section.path}` : ''}` === pathname,
  );
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex min-h-11 items-center rounded-lg px-3 font-medium ${isActive ? 'bg-brand-700 text-white' : 'text-slate-200 hover:bg-slate-800'}`;
  return (
    <div className="min-h-dvh bg-slate-100 lg:flex">
      <header className="sticky top-0 z-30 flex items-center gap-3 bg-slate-900 px-4 pt-[calc(0.75rem+env(safe-area-inset-top))] pb-3 text-white lg:hidden">
        <Logo className="h-8 w-8" />
        <span className="min-w-0 flex-1 truncate font-semibold">{current?.label ?? 'Administration'}</span>
        <OfflineIndicator />
        <button
          type="button"
          aria-expanded={open}
          aria-controls="admin-sidebar"
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-11 items-center gap-2 rounded-xl px-3 font-medium ring-1 ring-slate-600 hover:bg-slate-800"
        >
          <MenuToggleIcon open={open} className="h-5 w-5" />
          {open ? 'Fermer' : 'Sections'}
        </button>
      </header>
      <aside
        id="admin-sidebar"
        className={`${open ? 'block' : 'hidden'} bg-slate-900 p-4 text-white lg:sticky lg:top-0 lg:block lg:h-dvh lg:w-64 lg:shrink-0 lg:overflow-y-auto`}
      >
        <div className="mb-6 hidden items-center gap-2 text-lg font-bold lg:flex">
          <Logo className="h-8 w-8" /> Vapolib admin
          <OfflineIndicator className="ml-auto" />
        </div>
        <nav aria-label="Sections de l’administration">
          <ul className="space-y-1">
            {adminSections.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={section.path ? `/admin/${section.path}` : '/admin'}
                  end
                  onClick={() => setOpen(false)}
                  className={linkClass}
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="mt-6 space-y-1 border-t border-slate-700 pt-4">
            <li>
              <Link
                to="/home"
                className="flex min-h-11 items-center rounded-lg px-3 font-medium text-slate-200 hover:bg-slate-800"
              >
                Home
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  void logOut();
                  navigate('/login');
                }}
                className="flex min-h-11 w-full items-center rounded-lg px-3 text-left font-medium text-slate-200 hover:bg-slate-800"
              >
                Logout
              </button>
            </li>
          </ul>
        </nav>
      </aside>
      <main className="flex-1 p-4 sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}
