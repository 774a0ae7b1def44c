const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The password-reset e-mail, in French, as text and HTML. */
export function resetPasswordMail(prenom: string, link: string) {
  const text = [
    `Bonjour ${prenom},`,
    '',
    'Vous avez demandé à réinitialiser votre mot de passe Vapolib.',
    'Ouvrez ce lien pour en choisir un nouveau (valable une heure, une seule fois) :',
    link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    '',
    "L'équipe Vapolib",
  ].join('\n');
  const html = `<p>Bonjour ${escapeHtml(prenom)},</p>
<p>Vous avez demandé à réinitialiser votre mot de passe Vapolib.</p>
<p><a href="${escapeHtml(link)}">Choisir un nouveau mot de passe</a> (lien valable une heure, une seule fois).</p>
<p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</p>
<p>L'équipe Vapolib</p>`;
  return { subject: 'Réinitialisation de votre mot de passe Vapolib', text, html };
}
