import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { findUserByEmail, insertUserIfNew, updateUser } from '../../modules/users/users.repository.ts';
import type { Db } from '../client.ts';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start: creates that admin, or promotes the existing user
 * (their password is left as it is, so a restart never resets it). Safe when several instances start at once.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
  log: FastifyBaseLogger,
) {
  const existing = await findUserByEmail(db, admin.email);
  if (!existing) {
    // Several instances may start together on an empty database: the first insert wins, the others do nothing.
    const created = await insertUserIfNew(db, {
      email: admin.email,
      nom: 'Administrateur',
      prenom: 'Admin',
      dateNais: '1970-01-01',
      role: 'admin',
      passwordHash: await hashPassword(admin.password),
    });
    if (created) log.info({ email: admin.email }, 'compte administrateur créé');
  } else if (existing.role !== 'admin') {
    await updateUser(db, existing.id, { role: 'admin', bumpTokenVersion: true });
    log.info({ email: admin.email }, 'utilisateur promu administrateur');
  }
}
