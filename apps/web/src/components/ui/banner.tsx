import type { TimedMessage } from '../../lib/use-timed-message.ts';

/** Green for success, red for failure (spec §2); announced to screen readers. */
export function Banner({ message, className = '' }: { message: TimedMessage; className?: string }) {
  if (!message) return null;
  const success = message.kind === 'success';
  return (
    <div
      role={success ? 'status' : 'alert'}
      className={`rounded-xl px-4 py-3 text-base font-medium ${success ? 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-300' : 'bg-red-50 text-red-900 ring-1 ring-red-300'} ${className}`}
    >
      {message.text}
    </div>
  );
}
