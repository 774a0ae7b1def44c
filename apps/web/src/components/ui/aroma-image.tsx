/**
 * An aroma's picture (the admin's image or the generated SVG), decorative: the name is always written next to
 * it. `size` is the intrinsic size in pixels, `className` the displayed size and corners.
 */
export function AromaImage({ src, size, className }: { src: string; size: number; className: string }) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className={`shrink-0 bg-slate-100 object-cover ${className}`}
    />
  );
}
