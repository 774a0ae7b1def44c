import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '../../lib/contact.ts';
import { useDocumentMeta } from '../../lib/use-document-meta.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const mail = (
  <a className="font-semibold text-brand-800 underline underline-offset-2" href={`mailto:${SUPPORT_EMAIL}`}>
    {SUPPORT_EMAIL}
  </a>
);

export default function LegalPage() {
  useDocumentMeta(
    'Mentions légales',
    'Mentions légales et politique de confidentialité de Vapolib : données collectées, durée de conservation, vos droits.',
  );
  return (
    <article className="mx-auto max-w-2xl space-y-5 text-base leading-relaxed text-slate-800">
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance text-slate-900">
          Mentions légales et confidentialité
        </h1>
        <p className="text-slate-700">
          Ce que Vapolib enregistre, pourquoi, combien de temps, et comment garder la main sur vos données.
        </p>
      </header>

      <Section id="editeur" title="Éditeur">
        <p>
          Vapolib est une application web progressive éditée par l’équipe Vapolib. Pour toute question :{' '}
          {mail}.
        </p>
      </Section>

      <Section id="hebergement" title="Hébergement">
        <p>
          L’application et sa base de données sont hébergées sur les serveurs choisis par l’éditeur. Les
          coordonnées complètes de l’hébergeur vous sont communiquées sur simple demande à {mail}.
        </p>
      </Section>

      <Section id="donnees" title="Données collectées">
        <p>Pour faire fonctionner votre compte, nous enregistrons :</p>
        <ul className="ml-6 list-disc space-y-1">
          <li>votre adresse e-mail ;</li>
          <li>votre mot de passe, uniquement sous forme hachée : personne ne peut le lire ;</li>
          <li>votre prénom, votre nom et votre date de naissance ;</li>
          <li>
            vos données de consommation : e-liquides notés, cigarettes et résistances, plan de réduction et
            relevés de nicotine.
          </li>
        </ul>
      </Section>

      <Section id="finalites" title="Finalités">
        <ul className="ml-6 list-disc space-y-1">
          <li>créer et sécuriser votre compte, vous permettre de vous connecter ;</li>
          <li>
            vous rendre le service : classement de vos e-liquides, rappel de changement de résistance, plan et
            suivi de nicotine ;
          </li>
          <li>vous envoyer les e-mails indispensables, comme le lien de réinitialisation du mot de passe.</li>
        </ul>
        <p>Vos données ne sont ni vendues, ni louées, ni utilisées à des fins publicitaires.</p>
      </Section>

      <Section id="conservation" title="Durée de conservation">
        <p>
          Vos données sont conservées tant que votre compte est actif et supprimées à votre demande : écrivez
          à {mail}, ou supprimez votre compte vous-même depuis votre profil (« Supprimer mon compte »).
        </p>
      </Section>

      <Section id="droits" title="Vos droits (RGPD)">
        <p>
          Conformément au Règlement général sur la protection des données, vous disposez d’un droit d’accès,
          de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données. Votre
          profil permet de corriger vos informations et d’exporter vos données ; pour toute autre demande,
          écrivez à {mail}. Vous pouvez aussi adresser une réclamation à la CNIL.
        </p>
      </Section>

      <Section id="cookies" title="Cookies">
        <p>
          Vapolib ne dépose aucun cookie. Votre jeton de connexion est conservé dans le stockage local de
          votre navigateur. Pour fonctionner hors ligne, l’application garde aussi en cache ses fichiers et
          les dernières données consultées, et les modifications faites sans réseau attendent sur l’appareil
          d’être envoyées. Tout cela reste sur votre appareil et le jeton comme les données en cache sont
          effacés à la déconnexion.
        </p>
      </Section>

      <Section id="sante" title="Santé">
        <p>
          Vapolib aide à réduire la nicotine mais ne remplace pas un avis médical. Pour un accompagnement
          gratuit : Tabac Info Service, 39 89.
        </p>
      </Section>
    </article>
  );
}
