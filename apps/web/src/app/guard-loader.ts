import { type LoaderFunctionArgs, redirect } from 'react-router';
import { readSession } from '../lib/auth-token.ts';
import { decideNavigation, routeRule } from './navigation-guard.ts';

/** GET /api/maintenance; a failure (offline, server down) counts as "unknown" and is ignored. */
async function fetchMaintenance(): Promise<boolean | null> {
  try {
    const response = await fetch('/api/maintenance', { signal: AbortSignal.timeout(3000) });
    if (!response.ok) return null;
    const body = (await response.json()) as { maintenance?: unknown };
    return typeof body.maintenance === 'boolean' ? body.maintenance : null;
  } catch {
    return null;
  }
}

/** Runs on every navigation (the root route always revalidates) and redirects as the spec's guard says. */
export async function guardLoader({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  const { session, hadInvalidToken } = readSession();
  const maintenance = path === '/login' || hadInvalidToken ? null : await fetchMaintenance();
  const target = decideNavigation({ path, role: session?.role ?? null, hadInvalidToken, maintenance });
  if (target && target !== path) {
    // A visitor opening a signed-in page (a shared calculator link…) comes back to it after signing in.
    const url = new URL(request.url);
    const resume = target === '/login' && !hadInvalidToken && routeRule(path) === 'auth';
    throw redirect(resume ? `/login?next=${encodeURIComponent(url.pathname + url.search)}` : target);
  }
  return null;
}
