import { normalizeForSearch, searchWords } from './eliquide-rules.ts';

/**
 * French flavour words and their English names, as the catalogue's makers write them, cut before a plural's
 * change ("strawberr" finds Strawberry and Strawberries). Longer phrases are replaced first ("citron vert"
 * before "citron"). Normalised: lower case, no accents.
 */
const frenchToEnglish: Record<string, string> = {
  'barbe a papa': 'cotton candy',
  'creme anglaise': 'custard',
  'fruit de la passion': 'passion fruit',
  'fruit du dragon': 'dragon fruit',
  'fruits rouges': 'berr',
  'fruits des bois': 'berr',
  'noix de coco': 'coconut',
  'pain d epice': 'gingerbread',
  "pain d'epice": 'gingerbread',
  'citron vert': 'lime',
  'menthe poivree': 'peppermint',
  'menthe verte': 'spearmint',
  'the vert': 'green tea',
  abricot: 'apricot',
  airelle: 'cranberr',
  amande: 'almond',
  ananas: 'pineapple',
  anis: 'anise',
  banane: 'banana',
  beurre: 'butter',
  bonbon: 'candy',
  cafe: 'coffee',
  cannelle: 'cinnamon',
  cassis: 'blackcurrant',
  cerise: 'cherr',
  chocolat: 'chocolate',
  citron: 'lemon',
  citrouille: 'pumpkin',
  coco: 'coconut',
  creme: 'cream',
  figue: 'fig',
  fraise: 'strawberr',
  framboise: 'raspberr',
  gateau: 'cake',
  gingembre: 'ginger',
  glace: 'ice cream',
  grenade: 'pomegranate',
  guimauve: 'marshmallow',
  lait: 'milk',
  litchi: 'lychee',
  mangue: 'mango',
  menthe: 'mint',
  miel: 'honey',
  mure: 'blackberr',
  myrtille: 'blueberr',
  noisette: 'hazelnut',
  noix: 'walnut',
  pamplemousse: 'grapefruit',
  pasteque: 'watermelon',
  peche: 'peach',
  poire: 'pear',
  pomme: 'apple',
  prune: 'plum',
  raisin: 'grape',
  reglisse: 'licorice',
  rhubarbe: 'rhubarb',
  sureau: 'elderflower',
  tabac: 'tobacco',
  tarte: 'pie',
  vanille: 'vanilla',
  violette: 'violet',
  yaourt: 'yogurt',
};

const phrases = Object.keys(frenchToEnglish).sort((a, b) => b.length - a.length);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const frenchPattern = new RegExp(`(?<![\\p{L}])(${phrases.map(escapeRegExp).join('|')})(?![\\p{L}])`, 'gu');

/**
 * The normalised texts to look for when a French user types a flavour: the query itself, and the query with
 * its French flavour words in English ("fraise" → "strawberr", "creme vanille" → "cream vanilla").
 */
export function flavourSearchTerms(query: string): string[] {
  const normalized = normalizeForSearch(query);
  if (normalized === '') return [];
  const english = normalized.replace(frenchPattern, (word) => frenchToEnglish[word]!);
  return english === normalized ? [normalized] : [normalized, english];
}

/**
 * The word lists a back-office search may match, each word in the name or the brand: the words typed, and the
 * same words with French flavour words in English ("fraise capella" → also "strawberr capella").
 */
export function flavourSearchWordLists(query: string | undefined): string[][] {
  return flavourSearchTerms(query ?? '').map((terms) => searchWords(terms));
}
