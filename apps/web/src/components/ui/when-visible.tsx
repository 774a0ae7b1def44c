import type { ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';

/**
 * Renders its children once their place comes near the screen, and a placeholder of the same height until
 * then: heavy parts below the fold (the chart and its library) cost nothing while the page starts, and nothing
 * moves when they arrive.
 */
export function WhenVisible({
  className,
  placeholder,
  children,
}: {
  /** The height the content will take, e.g. "h-64". */
  className: string;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  // Where IntersectionObserver does not exist (old browsers, tests' DOM), show the content at once.
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '200px 0px', fallbackInView: true });
  return (
    <div ref={ref} className={className}>
      {inView ? children : placeholder}
    </div>
  );
}
