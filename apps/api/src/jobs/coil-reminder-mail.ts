const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Why a coil fell due: its days are over, or the mL vaped since its installation reached its mL life. */
export type CoilDue = { by: 'days'; duree: number } | { by: 'ml'; dureeMl: number };

/** The push's sentence, also the mail's first one: it says which life is over. */
export function coilDueText(modele: string, due: CoilDue): string {
  const life =
    due.by === 'days'
      ? `a atteint sa durée de vie de ${due.duree} ${due.duree === 1 ? 'jour' : 'jours'}`
      : `a atteint sa durée de vie de ${due.dureeMl} mL vapés (d’après vos relevés de consommation)`;
  return `La résistance de votre ${modele} ${life} : pensez à la changer.`;
}

/**
 * The coil reminder e-mail, in French, saying which life is over.
 * Without PUBLIC_URL the mail holds no link: the server's own address is no place a user can open.
 */
export function coilReminderMail(prenom: string, modele: string, due: CoilDue, link: string | undefined) {
  const why = coilDueText(modele, due);
  const text = [
    `Bonjour ${prenom},`,
    '',
    `${why} Une résistance usée donne un mauvais goût, voire un goût de brûlé.`,
    link
      ? `Une fois changée, appuyez sur « Changer » dans Vapolib pour relancer le suivi : ${link}`
      : 'Une fois changée, appuyez sur « Changer » dans Vapolib pour relancer le suivi.',
    '',
    "L'équipe Vapolib",
  ].join('\n');
  const html = `<p>Bonjour ${escapeHtml(prenom)},</p>
<p>${escapeHtml(why)} Une résistance usée donne un mauvais goût, voire un goût de brûlé.</p>
<p>Une fois changée, appuyez sur « Changer » dans ${link ? `<a href="${escapeHtml(link)}">Vapolib</a>` : 'Vapolib'} pour relancer le suivi.</p>
<p>L'équipe Vapolib</p>`;
  return { subject: `Votre résistance ${modele} est à changer`, text, html };
}
