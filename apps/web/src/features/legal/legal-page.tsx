import { useDocumentMeta } from '../../lib/use-document-meta.ts';

export const SUPPORT_EMAIL = 'support@vapolib.fr';

export default function LegalPage() {
  useDocumentMeta(
    'Mentions légales',
    'Mentions légales et politique de confidentialité de Vapolib : données collectées, durée de conservation, vos droits.',
  );
  return (
    <article className="prose-slate mx-auto max-w-2xl space-y-6 text-base leading-relaxed text-slate-800">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        Mentions légales et confidentialité
      </h1>
      <section>
        <h2 className="mb-2 text-xl font-bold">Éditeur</h2>
        <p>
          Vapolib est une application web éditée par l’équipe Vapolib. Contact :{' '}
          <a className="font-semibold text-brand-800 underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </section>
      <section>
        <h2 className="mb-2 text-xl font-bold">Données collectées</h2>
        <p>Pour faire fonctionner votre compte, nous enregistrons :</p>
        <ul className="ml-6 list-disc space-y-1">
          <li>votre adresse e-mail, votre nom, votre prénom et votre date de naissance ;</li>
          <li>
            votre mot de passe, uniquement sous forme chiffrée (hachage argon2id) : personne ne peut le lire ;
          </li>
          <li>
            vos données de consommation : e-liquides notés, cigarettes et résistances, plan de réduction et
            relevés de nicotine ;
          </li>
          <li>
            si vous activez les notifications, l’adresse technique de votre navigateur pour vous les envoyer.
          </li>
        </ul>
        <p className="mt-2">
          Ces données servent uniquement à vous rendre le service. Elles ne sont ni vendues ni partagées.
        </p>
      </section>
      <section>
        <h2 className="mb-2 text-xl font-bold">Durée de conservation</h2>
        <p>Vos données sont conservées tant que votre compte est actif, et supprimées à votre demande.</p>
      </section>
      <section>
        <h2 className="mb-2 text-xl font-bold">Vos droits (RGPD)</h2>
        <p>
          Vous pouvez consulter, corriger, exporter ou supprimer vos données vous-même depuis votre profil : «
          Exporter mes données » télécharge tout ce que nous conservons, « Supprimer mon compte » efface le
          compte et toutes les données qui s’y rattachent. Vous pouvez aussi écrire à{' '}
          <a className="font-semibold text-brand-800 underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          , ou saisir la CNIL.
        </p>
      </section>
      <section>
        <h2 className="mb-2 text-xl font-bold">Cookies et stockage</h2>
        <p>
          Vapolib n’utilise aucun cookie publicitaire ni de mesure d’audience. Votre jeton de connexion est
          conservé dans le stockage local de votre navigateur, et l’application met en cache ses fichiers pour
          fonctionner hors ligne.
        </p>
      </section>
      <section>
        <h2 className="mb-2 text-xl font-bold">Santé</h2>
        <p>
          Vapolib aide à réduire la nicotine mais ne remplace pas un avis médical. Pour un accompagnement
          gratuit : Tabac Info Service, 39 89.
        </p>
      </section>
    </article>
  );
}
