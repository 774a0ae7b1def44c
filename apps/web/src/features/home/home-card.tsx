import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function HomeCard({ title, to, children }: { title: string; to: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-3 text-xl font-bold">
        <Link to={to} className="flex items-center justify-between gap-2 rounded-lg hover:text-brand-800">
          {title} <span aria-hidden="true">→</span>
        </Link>
      </h2>
      {children}
    </section>
  );
}
