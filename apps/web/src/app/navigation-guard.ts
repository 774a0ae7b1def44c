type RouteRule = 'guest' | 'auth' | 'admin' | 'public';

const rules: [RegExp, RouteRule][] = [
  [/^\/(login|register|password|reset-password)?$/, 'guest'],
  [
    /^\/(home|profil|depenses|resistance|nicotine|calculateur|preparations|stock|eliquides|add-liquide)$/,
    'auth',
  ],
  [/^\/liquides\/[^/]+$/, 'auth'],
  [/^\/admin(\/.*)?$/, 'admin'],
];

/** The spec's route table: guest, auth, admin or public (anything else, the not-found page included). */
export function routeRule(path: string): RouteRule {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return rules.find(([pattern]) => pattern.test(normalized))?.[1] ?? 'public';
}

interface NavigationInput {
  path: string;
  /** null: no (valid) token. */
  role: 'admin' | 'user' | null;
  /** A stored token was expired or undecodable and has just been removed. */
  hadInvalidToken: boolean;
  /** null: not fetched (on /login) or the fetch failed, which the guard ignores. */
  maintenance: boolean | null;
}

/** Spec §4 "Session and route guard", steps 1 to 5: where to send the user, or null to stay. */
export function decideNavigation({
  path,
  role,
  hadInvalidToken,
  maintenance,
}: NavigationInput): string | null {
  if (hadInvalidToken) return path === '/login' ? null : '/login';
  if (path !== '/login' && maintenance !== null) {
    if (maintenance && role !== 'admin' && path !== '/maintenance') return '/maintenance';
    if (!maintenance && path === '/maintenance') return role ? '/home' : '/';
  }
  const rule = routeRule(path);
  if (rule === 'auth' && !role) return '/login';
  if (rule === 'admin' && !role) return '/login';
  if (rule === 'guest' && role) return '/home';
  if (rule === 'admin' && role !== 'admin') return '/home';
  return null;
}
