/** "Aller au contenu": the first stop of the keyboard, to jump over the header to `#contenu`. */
export function SkipLink() {
  return (
    <a
      href="#contenu"
      className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      Aller au contenu
    </a>
  );
}
