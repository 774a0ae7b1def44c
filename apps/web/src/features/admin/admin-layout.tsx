import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { clearToken } from '../../lib/auth-token.ts';
import { adminSections } from './admin-sections.ts';

/** The back-office shell: a sidebar (collapsed behind a button on phones), no site header. */
export function AdminLayout() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = adminSections.find(
    (section) => `/admin${section.path ? `/${section.path}` : ''}` === pathname,
  );
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-3 py-2.5 font-medium ${isActive ? 'bg-brand-700 text-white' : 'text-slate-200 hover:bg-slate-800'}`;
  return (
    <div className="min-h-dvh bg-slate-100 lg:flex">
      <div className="flex items-center gap-3 bg-slate-900 px-4 py-3 text-white lg:hidden">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="admin-sidebar"
          onClick={() => setOpen((value) => !value)}
          className="rounded-lg px-3 py-2 ring-1 ring-slate-600"
        >
          {open ? 'Fermer' : 'Sections'}
        </button>
        <span className="font-semibold">{current?.label ?? 'Administration'}</span>
      </div>
      <aside
        id="admin-sidebar"
        className={`${open ? 'block' : 'hidden'} bg-slate-900 p-4 text-white lg:sticky lg:top-0 lg:block lg:h-dvh lg:w-64 lg:shrink-0 lg:overflow-y-auto`}
      >
        <div className="mb-6 hidden items-center gap-2 text-lg font-bold lg:flex">
          <Logo className="h-8 w-8" /> Vapolib admin
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
                className="block rounded-lg px-3 py-2.5 font-medium text-slate-200 hover:bg-slate-800"
              >
                Home
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  clearToken();
                  navigate('/login');
                }}
                className="block w-full rounded-lg px-3 py-2.5 text-left font-medium text-slate-200 hover:bg-slate-800"
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
