import { type LoaderFunctionArgs, redirect } from 'react-router';
import { readSession } from '../lib/auth-token.ts';
import { fetchMaintenance } from './fetch-maintenance.ts';
import { decideNavigation, routeRule } from './navigation-guard.ts';

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
