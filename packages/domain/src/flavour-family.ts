import { normalizeForSearch } from './eliquide-rules.ts';

export type FlavourFamily = 'fruit' | 'dessert' | 'tobacco' | 'fresh' | 'drink' | 'candy' | 'other';

/** English and French keywords of each family, checked in this order (a "strawberry custard" is a dessert). */
const keywords: [FlavourFamily, string[]][] = [
  [
    'tobacco',
    [
      'tobacco',
      'tabac',
      'cigar',
      'ry4',
      'virginia',
      'burley',
      'kentucky',
      'cavendish',
      'turkish',
      'latakia',
      'perique',
    ],
  ],
  [
    'dessert',
    [
      'custard',
      'cream',
      'creme',
      'cake',
      'cookie',
      'biscuit',
      'pie',
      'donut',
      'doughnut',
      'vanilla',
      'vanille',
      'caramel',
      'butterscotch',
      'chocolate',
      'chocolat',
      'pudding',
      'cheesecake',
      'waffle',
      'pastry',
      'brownie',
      'meringue',
      'marshmallow',
      'bakery',
      'cereal',
      'milk',
      'yogurt',
      'yoghurt',
      'graham',
      'toffee',
      'praline',
      'nut',
      'hazelnut',
      'almond',
      'peanut',
      'pecan',
      'macaron',
      'crepe',
      'dough',
      'honey',
    ],
  ],
  [
    'fresh',
    [
      'mint',
      'menthe',
      'menthol',
      'spearmint',
      'peppermint',
      'koolada',
      'ice',
      'cool',
      'frost',
      'anise',
      'anis',
      'liquorice',
      'licorice',
      'reglisse',
      'eucalyptus',
    ],
  ],
  [
    'drink',
    [
      'coffee',
      'cafe',
      'espresso',
      'tea',
      'the ',
      'cola',
      'soda',
      'beer',
      'whisky',
      'whiskey',
      'rum',
      'champagne',
      'wine',
      'lemonade',
      'mojito',
      'juice',
      'energy',
      'latte',
      'cappuccino',
      'bourbon',
    ],
  ],
  [
    'candy',
    ['candy', 'bonbon', 'gum', 'gummy', 'cotton', 'jelly', 'sour', 'lollipop', 'sweet tart', 'bubble'],
  ],
  [
    'fruit',
    [
      'strawberry',
      'fraise',
      'apple',
      'pomme',
      'banana',
      'banane',
      'cherry',
      'cerise',
      'berry',
      'raspberry',
      'framboise',
      'blueberry',
      'myrtille',
      'blackberry',
      'mure',
      'grape',
      'raisin',
      'lemon',
      'citron',
      'lime',
      'orange',
      'mandarin',
      'tangerine',
      'peach',
      'peche',
      'apricot',
      'abricot',
      'pear',
      'poire',
      'pineapple',
      'ananas',
      'mango',
      'mangue',
      'melon',
      'watermelon',
      'pasteque',
      'kiwi',
      'coconut',
      'coco',
      'papaya',
      'guava',
      'lychee',
      'litchi',
      'passion',
      'plum',
      'prune',
      'fig',
      'figue',
      'pomegranate',
      'grenade',
      'currant',
      'cassis',
      'cranberry',
      'fruit',
      'dragon',
      'citrus',
      'grapefruit',
      'pamplemousse',
      'nectarine',
      'quince',
      'rhubarb',
    ],
  ],
];

/** Guesses the flavour family of an aroma from its name, for its image and colour. */
export function flavourFamily(name: string): FlavourFamily {
  const text = ` ${normalizeForSearch(name)} `;
  for (const [family, words] of keywords) {
    if (words.some((word) => text.includes(word))) return family;
  }
  return 'other';
}

const palette: Record<FlavourFamily, { from: string; to: string; label: string }> = {
  fruit: { from: '#fb7185', to: '#f97316', label: 'Fruité' },
  dessert: { from: '#f59e0b', to: '#b45309', label: 'Gourmand' },
  tobacco: { from: '#a16207', to: '#57534e', label: 'Classic' },
  fresh: { from: '#2dd4bf', to: '#0284c7', label: 'Frais' },
  drink: { from: '#8b5cf6', to: '#4338ca', label: 'Boisson' },
  candy: { from: '#f472b6', to: '#c026d3', label: 'Bonbon' },
  other: { from: '#14b8a6', to: '#0f766e', label: 'Arôme' },
};

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

/** Two letters standing for the brand: "The Flavor Apprentice" → "TF", "Capella" → "CA". */
export function brandInitials(brand: string): string {
  const words = normalizeForSearch(brand)
    .replace(/[^a-z0-9 ]/g, '')
    .split(' ')
    .filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words[1]![0]}`.toUpperCase();
  return (words[0] ?? '?').slice(0, 2).toUpperCase();
}

/** A 128×128 SVG bottle in the colours of the aroma's family, with the brand's initials. */
export function aromaImageSvg(name: string, brand: string): string {
  const family = flavourFamily(name);
  const colours = palette[family];
  const id = `g${family}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${escapeXml(`${name} – ${brand}`)}">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient></defs>
<rect width="128" height="128" rx="28" fill="url(#${id})"/>
<rect x="54" y="14" width="20" height="14" rx="4" fill="#ffffff" fill-opacity="0.9"/>
<path d="M48 30h32v10c0 4 8 8 8 16v46a10 10 0 0 1-10 10H50a10 10 0 0 1-10-10V56c0-8 8-12 8-16z" fill="#ffffff" fill-opacity="0.92"/>
<text x="64" y="86" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" font-weight="700" fill="${colours.to}">${escapeXml(brandInitials(brand))}</text>
<text x="64" y="104" text-anchor="middle" font-family="system-ui, sans-serif" font-size="9" fill="${colours.to}">${colours.label}</text>
</svg>`;
}
