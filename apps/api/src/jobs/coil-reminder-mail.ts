const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The coil reminder e-mail, in French. */
export function coilReminderMail(prenom: string, modele: string, link: string) {
  const text = [
    `Bonjour ${prenom},`,
    '',
    `La résistance de votre ${modele} arrive en fin de vie : pour garder un bon goût et éviter le goût de brûlé, pensez à la changer.`,
    `Une fois changée, appuyez sur « Changer » dans Vapolib pour relancer le suivi : ${link}`,
    '',
    "L'équipe Vapolib",
  ].join('\n');
  const html = `<p>Bonjour ${escapeHtml(prenom)},</p>
<p>La résistance de votre <strong>${escapeHtml(modele)}</strong> arrive en fin de vie : pour garder un bon goût et éviter le goût de brûlé, pensez à la changer.</p>
<p>Une fois changée, appuyez sur « Changer » dans <a href="${escapeHtml(link)}">Vapolib</a> pour relancer le suivi.</p>
<p>L'équipe Vapolib</p>`;
  return { subject: `Votre résistance ${modele} est à changer`, text, html };
}
