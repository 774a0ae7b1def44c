import { type MenuIcon, menuIcons } from '@vapolib/contracts';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { MenuIcon as MenuIconSvg, menuIconLabels } from '../../../components/ui/menu-icon.tsx';

/**
 * The icon choice as a radio group of drawn icons (arrow keys move between them). Spread react-hook-form's
 * `register('icon')` on it: each radio receives the same name, ref and handlers.
 */
export const MenuLinksIconPicker = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & { error?: string }
>(function MenuLinksIconPicker({ error, ...radio }, ref) {
  return (
    <fieldset aria-describedby={error ? 'menu-link-icon-error' : undefined}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">Icône</legend>
      <div className="grid grid-cols-5 gap-2">
        {menuIcons.map((icon: MenuIcon) => (
          <label key={icon} className="relative" title={menuIconLabels[icon]}>
            <input ref={ref} type="radio" value={icon} className="peer sr-only" {...radio} />
            <span className="flex h-12 cursor-pointer items-center justify-center rounded-xl text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 peer-checked:bg-brand-700 peer-checked:text-white peer-checked:ring-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2">
              <MenuIconSvg name={icon} />
            </span>
            <span className="sr-only">{menuIconLabels[icon]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="menu-link-icon-error" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
});
