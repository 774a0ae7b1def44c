import type { ReactNode } from 'react';
import { AromaImage } from '../../../components/ui/aroma-image.tsx';

/** An admin list on wide screens: a white table under its column names; `children` are its rows. */
export function AdminTable({
  caption,
  columns,
  lastColumnRight = false,
  children,
}: {
  /** Read by screen readers only. */
  caption: string;
  columns: readonly string[];
  /** The actions' column, aligned with its right-aligned buttons. */
  lastColumnRight?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-sm text-slate-700">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`px-4 py-3 ${lastColumnRight && index === columns.length - 1 ? 'text-right ' : ''}font-semibold`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** The top of an aroma's card on phones: its picture, name and brand, and `children` at the right. */
export function AromaCardHeading({
  image,
  name,
  brand,
  children,
}: {
  image: string;
  name: string;
  brand: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      <AromaImage src={image} size={40} className="h-10 w-10 rounded-lg" />
      <div className="min-w-0 flex-1">
        <p className="font-bold text-slate-900 [overflow-wrap:anywhere]">{name}</p>
        <p className="text-sm text-slate-700">{brand}</p>
      </div>
      {children}
    </div>
  );
}
