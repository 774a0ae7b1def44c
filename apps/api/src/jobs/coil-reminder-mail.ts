const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The coil reminder e-mail, in French. */
/** Without PUBLIC_URL the mail holds no link: the server's own address is no place a user can open. */
export function coilReminderMail(prenom: string, modele: string, link: string | undefined) {
  const text = [
    `Bonjour ${prenom},`,
    '',
    `La résistance de votre ${modele} arrive en fin de vie : pour garder un bon goût et éviter le goût de brûlé, pensez à la changer.`,
    link
      ? `Une fois changée, appuyez sur « Changer » dans Vapolib pour relancer le suivi : ${link}`
      : 'Une fois changée, appuyez sur « Changer » dans Vapolib pour relancer le suivi.',
    '',
    "L'équipe Vapolib",
  ].join('\n');
  const html = `<p>Bonjour ${escapeHtml(prenom)},</p>
<p>La résistance de votre <strong>${escapeHtml(modele)}</strong> arrive en fin de vie : pour garder un bon goût et éviter le goût de brûlé, pensez à la changer.</p>
<p>Une fois changée, appuyez sur « Changer » dans ${link ? `<a href="${escapeHtml(link)}">Vapolib</a>` : 'Vapolib'} pour relancer le suivi.</p>
<p>L'équipe Vapolib</p>`;
  return { subject: `Votre résistance ${modele} est à changer`, text, html };
}
