import type { AdminCigarette } from '@vapolib/contracts';

type Owner = AdminCigarette['owner'];

/** "Camille Lefèvre (camille@exemple.fr)": how the back-office names the owner of a device or a coil. */
export const ownerLabel = (owner: Owner) => `${owner.prenom} ${owner.nom} (${owner.email})`;

/** The owner's name, then the e-mail on its own line (a long address wraps instead of widening the card). */
export function OwnerName({ owner }: { owner: Owner }) {
  return (
    <>
      <span className="block">
        {owner.prenom} {owner.nom}
      </span>
      <span className="block text-slate-600">{owner.email}</span>
    </>
  );
}
