import type { ReactNode } from 'react';

/** The frame of the sign-in, sign-up and password screens. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      {intro && <p className="mb-6 text-base text-slate-700">{intro}</p>}
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">{children}</div>
    </div>
  );
}
