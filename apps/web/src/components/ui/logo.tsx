/** The Vapolib mark: a vapour drop. */
export function Logo({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="16" fill="#0f766e" />
      <path d="M32 12c7 9 14 17 14 26a14 14 0 0 1-28 0c0-9 7-17 14-26z" fill="#ccfbf1" />
      <path d="M26 40c0 4 3 7 7 7" stroke="#0f766e" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}
