import { randomBytes } from 'node:crypto';
import type { User } from '@vapolib/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/lib/passwords.ts';
import { insertUser } from '../src/modules/users/users.repository.ts';

let sequence = 0;

/** A distinct client address per call, so per-IP rate limits never leak from one test to another. */
export function randomIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export function uniqueEmail(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}.${sequence}.${randomBytes(3).toString('hex')}@exemple.fr`;
}

export interface CreatedUser {
  user: User;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

/** Inserts a user straight into the database, then signs in through the API like a client would. */
export async function createUser(
  app: FastifyInstance,
  overrides: { role?: 'admin' | 'user'; email?: string; password?: string; prenom?: string } = {},
): Promise<CreatedUser> {
  const email = overrides.email ?? uniqueEmail(overrides.role ?? 'user');
  const password = overrides.password ?? 'motdepasse-solide';
  await insertUser(app.ctx.db, {
    email,
    nom: 'Testeur',
    prenom: overrides.prenom ?? 'Camille',
    dateNais: '1990-05-17',
    role: overrides.role ?? 'user',
    passwordHash: await hashPassword(password),
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: randomIp(),
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { token, user } = response.json() as { token: string; user: User };
  return { user, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

/** An admin and a user, each signed in. */
export async function createAdminAndUser(app: FastifyInstance) {
  return { admin: await createUser(app, { role: 'admin' }), user: await createUser(app) };
}

/** Calls `prefix` + `url` as `who` (with their bearer token) on the app `app()` returns. */
export function callerOn(app: () => FastifyInstance, prefix: string) {
  return (
    who: CreatedUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => app().inject({ method, url: `${prefix}${url}`, headers: who.auth, payload });
}
