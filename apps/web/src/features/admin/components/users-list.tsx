import type { User } from '@vapolib/contracts';
import { formatDay, formatShortDate } from '../../../lib/dates.ts';
import { useWideScreen } from '../../../lib/use-wide-screen.ts';
import { otherRole } from '../admin-lists.ts';

interface UsersListProps {
  users: User[];
  currentUserId?: number;
  busy: boolean;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onToggleRole: (user: User) => void;
}

/** Said on the admin's own row, where the server refuses demotion and deletion. */
const SELF_RULE = 'Vous ne pouvez pas supprimer ou rétrograder votre propre compte.';

function RoleBadge({
  user,
  busy,
  self,
  onToggle,
}: {
  user: User;
  busy: boolean;
  self: boolean;
  onToggle: () => void;
}) {
  const admin = user.role === 'admin';
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={busy || self}
      aria-label={
        self
          ? `Rôle ${user.role} (votre compte)`
          : `Rôle ${user.role}, cliquer pour passer ${otherRole(user.role)}`
      }
      title={self ? SELF_RULE : `Passer ${otherRole(user.role)}`}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-bold ring-1 ring-inset transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${
        admin
          ? 'bg-amber-100 text-amber-900 ring-amber-300 hover:bg-amber-200'
          : 'bg-slate-100 text-slate-800 ring-slate-300 hover:bg-slate-200'
      }`}
    >
      {admin ? 'Admin' : 'User'}
      <svg
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M7 4l-4 4 4 4M3 8h14M17 20l4-4-4-4M21 16H7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

const actionClass =
  'inline-flex min-h-11 items-center justify-center rounded-xl px-4 font-semibold ring-1 ring-inset disabled:cursor-not-allowed disabled:opacity-60';

function Actions({
  user,
  busy,
  self,
  onEdit,
  onDelete,
  wrap = true,
}: { user: User; busy: boolean; self: boolean; wrap?: boolean } & Pick<
  UsersListProps,
  'onEdit' | 'onDelete'
>) {
  const name = `${user.prenom} ${user.nom}`;
  return (
    <div className={`flex gap-2 ${wrap ? 'flex-wrap' : ''}`}>
      <button
        type="button"
        onClick={() => onEdit(user)}
        className={`${actionClass} bg-white text-brand-800 ring-brand-200 hover:bg-brand-50`}
        aria-label={`Modifier ${name}`}
      >
        Modifier
      </button>
      <button
        type="button"
        onClick={() => onDelete(user)}
        disabled={busy || self}
        title={self ? SELF_RULE : undefined}
        className={`${actionClass} bg-white text-red-800 ring-red-200 hover:bg-red-50`}
        aria-label={`Supprimer ${name}`}
      >
        Supprimer
      </button>
    </div>
  );
}

const You = () => (
  <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
    vous
  </span>
);

/** The user table: name, e-mail, birth date, sign-up date, role badge (click toggles) and actions. */
export function UsersList({ users, currentUserId, busy, onEdit, onDelete, onToggleRole }: UsersListProps) {
  const isWide = useWideScreen();
  if (!isWide) {
    return (
      <ul className="space-y-3">
        {users.map((user) => (
          <li key={user.id} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-bold text-slate-900">
                  {user.prenom} {user.nom}
                  {user.id === currentUserId && <You />}
                </p>
                <p className="text-slate-700 [overflow-wrap:anywhere]">{user.email}</p>
              </div>
              <RoleBadge
                user={user}
                busy={busy}
                self={user.id === currentUserId}
                onToggle={() => onToggleRole(user)}
              />
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-slate-600">Naissance</dt>
                <dd className="font-medium text-slate-900">{formatDay(user.date_nais)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Inscription</dt>
                <dd className="font-medium text-slate-900">{formatShortDate(user.created_at)}</dd>
              </div>
            </dl>
            <Actions
              user={user}
              busy={busy}
              self={user.id === currentUserId}
              onEdit={onEdit}
              onDelete={onDelete}
            />
            {user.id === currentUserId && <p className="text-sm text-slate-600">{SELF_RULE}</p>}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left">
        <caption className="sr-only">Utilisateurs</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Utilisateur
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Naissance
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Inscription
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Rôle
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {users.map((user) => (
            <tr key={user.id} className="align-middle">
              <td className="px-4 py-3">
                <p className="font-semibold text-slate-900">
                  {user.prenom} {user.nom}
                  {user.id === currentUserId && <You />}
                </p>
                <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{user.email}</p>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDay(user.date_nais)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                {formatShortDate(user.created_at)}
              </td>
              <td className="px-4 py-3">
                <RoleBadge
                  user={user}
                  busy={busy}
                  self={user.id === currentUserId}
                  onToggle={() => onToggleRole(user)}
                />
              </td>
              <td className="px-4 py-3">
                <Actions
                  user={user}
                  busy={busy}
                  self={user.id === currentUserId}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  wrap={false}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
