import type { User } from '@vapolib/contracts';
import type { UserRow } from './users.repository.ts';

/** The wire shape of a user: the spec's French field names, never the password hash. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    nom: row.nom,
    prenom: row.prenom,
    date_nais: row.dateNais,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
