import { describe, expect, it } from 'vitest';
import { decideNavigation, routeRule } from './navigation-guard.ts';

const base = { role: null, hadInvalidToken: false, maintenance: false } as const;

/** Paths by the rule that guards them. */
const pathsByRule = {
  guest: ['/', '/login', '/reset-password'],
  auth: ['/home', '/liquides/12'],
  admin: ['/admin', '/admin/user'],
  public: ['/landing', '/mentions-legales', '/maintenance', '/nimporte/quoi'],
} as const;

describe('routeRule', () => {
  it.each(Object.entries(pathsByRule).flatMap(([rule, paths]) => paths.map((path) => [path, rule] as const)))(
    '%s is %s',
    (path, rule) => expect(routeRule(path)).toBe(rule),
  );
});

describe('decideNavigation', () => {
  it('1. sends a user whose token was invalid to /login', () => {
    expect(decideNavigation({ ...base, path: '/home', hadInvalidToken: true })).toBe('/login');
    expect(decideNavigation({ ...base, path: '/login', hadInvalidToken: true })).toBeNull();
  });
  it('2. sends non-admins to /maintenance while it is on, never admins', () => {
    expect(decideNavigation({ ...base, path: '/home', role: 'user', maintenance: true })).toBe(
      '/maintenance',
    );
    expect(decideNavigation({ ...base, path: '/', maintenance: true })).toBe('/maintenance');
    expect(decideNavigation({ ...base, path: '/maintenance', maintenance: true })).toBeNull();
    expect(decideNavigation({ ...base, path: '/home', role: 'admin', maintenance: true })).toBeNull();
    expect(decideNavigation({ ...base, path: '/login', maintenance: true })).toBeNull();
  });
  it('2. leaves /maintenance when it is off: /home when signed in, else /', () => {
    expect(decideNavigation({ ...base, path: '/maintenance', role: 'user' })).toBe('/home');
    expect(decideNavigation({ ...base, path: '/maintenance' })).toBe('/');
  });
  it('2. ignores a failed maintenance fetch', () => {
    expect(decideNavigation({ ...base, path: '/maintenance', maintenance: null })).toBeNull();
    expect(decideNavigation({ ...base, path: '/home', role: 'user', maintenance: null })).toBeNull();
  });
  it('3. sends visitors from auth and admin routes to /login', () => {
    expect(decideNavigation({ ...base, path: '/profil' })).toBe('/login');
    expect(decideNavigation({ ...base, path: '/admin/menu' })).toBe('/login');
  });
  it('4. sends signed-in users from guest routes to /home', () => {
    expect(decideNavigation({ ...base, path: '/login', role: 'user' })).toBe('/home');
    expect(decideNavigation({ ...base, path: '/', role: 'admin' })).toBe('/home');
  });
  it('5. keeps non-admins out of /admin', () => {
    expect(decideNavigation({ ...base, path: '/admin', role: 'user' })).toBe('/home');
    expect(decideNavigation({ ...base, path: '/admin', role: 'admin' })).toBeNull();
  });
  it('lets anyone see public pages', () => {
    expect(decideNavigation({ ...base, path: '/landing', role: 'user' })).toBeNull();
    expect(decideNavigation({ ...base, path: '/mentions-legales' })).toBeNull();
    expect(decideNavigation({ ...base, path: '/introuvable' })).toBeNull();
  });
});
