/** A 24×24 line icon drawn by one path in the text's colour, decorative (hidden from screen readers). */
export function LineIcon({
  d,
  className = 'h-6 w-6',
  strokeWidth = '1.8',
}: {
  d: string;
  className?: string;
  strokeWidth?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
