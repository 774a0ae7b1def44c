const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The "your batch is ready" e-mail, in French; without PUBLIC_URL it holds no link (see coil-reminder-mail.ts). */
export function batchReminderMail(prenom: string, name: string, link: string | undefined) {
  const text = [
    `Bonjour ${prenom},`,
    '',
    `Votre préparation « ${name} » a fini de maturer : elle est prête à vapoter.`,
    link
      ? `Retrouvez-la dans « Mes préparations » : ${link}`
      : 'Retrouvez-la dans « Mes préparations » de Vapolib.',
    '',
    "L'équipe Vapolib",
  ].join('\n');
  const html = `<p>Bonjour ${escapeHtml(prenom)},</p>
<p>Votre préparation <strong>« ${escapeHtml(name)} »</strong> a fini de maturer : elle est prête à vapoter.</p>
<p>Retrouvez-la dans ${link ? `<a href="${escapeHtml(link)}">« Mes préparations »</a>` : '« Mes préparations » de Vapolib'}.</p>
<p>L'équipe Vapolib</p>`;
  return { subject: `Votre préparation « ${name} » est prête`, text, html };
}
