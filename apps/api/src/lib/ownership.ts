/** Who acts: the signed-in user and their role. */
export type Actor = { id: number; role: 'admin' | 'user' };

/**
 * The owner-or-admin rule, written once: a user acts on their own record only (the repository's `…OwnedBy`
 * function, which requires the owner id), an admin in the back-office on anyone's (the named `…AsAdmin` function).
 */
export function asOwnerOrAdmin<T>(
  actor: Actor,
  paths: { ownedBy: (ownerId: number) => Promise<T>; asAdmin: () => Promise<T> },
): Promise<T> {
  return actor.role === 'admin' ? paths.asAdmin() : paths.ownedBy(actor.id);
}
