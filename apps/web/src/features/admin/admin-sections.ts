/** The back-office sections, in sidebar order (spec §2 admin children). */
export const adminSections = [
  { path: '', label: 'Tableau de bord' },
  { path: 'swagger', label: 'Swagger' },
  { path: 'user', label: 'Utilisateurs' },
  { path: 'aromes', label: 'Arômes' },
  { path: 'resistance', label: 'Résistances' },
  { path: 'cigarette', label: 'Cigarettes' },
  { path: 'eliquideUser', label: 'E-liquides des utilisateurs' },
  { path: 'menu', label: 'Menu' },
  { path: 'setting', label: 'Réglages' },
  { path: 'sauvegardes', label: 'Sauvegardes' },
  { path: 'emailing', label: 'Emailing' },
  { path: 'logs', label: 'Logs' },
  { path: 'test', label: 'Test' },
] as const;
