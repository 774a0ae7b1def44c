import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from 'react';
import { inputClass } from './text-field.tsx';

interface ComboboxProps<T> {
  /** The field's id, to focus it from the form; generated when absent. */
  id?: string;
  label: string;
  /** The text typed in the field. */
  value: string;
  onInputChange: (text: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onSelect: (option: T) => void;
  placeholder?: string;
  error?: string;
  /** A line under the field: "Recherche…", "Aucun arôme trouvé"… announced politely. */
  status?: string;
  /**
   * The options still belong to an earlier text (a search is on its way): they stay in view, dimmed, but
   * neither the keyboard nor a tap can take one, so a fast typist never gets the previous search's answer.
   */
  stale?: boolean;
  /** The field itself, for a form that focuses it on an error (react-hook-form's `Controller`). */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/**
 * A text field with a list of suggestions (WAI-ARIA combobox with a listbox popup): the arrows move
 * through the suggestions, Enter picks the highlighted one, Escape closes the list, a tap picks one.
 */
export function Combobox<T>({
  id: givenId,
  label,
  value,
  onInputChange,
  options,
  optionKey,
  renderOption,
  onSelect,
  placeholder,
  error,
  status,
  stale = false,
  inputRef,
  onBlur,
}: ComboboxProps<T>) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);
  const expanded = open && options.length > 0;

  // New suggestions, or suggestions gone stale: nothing is highlighted until the user moves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list itself changes
  useEffect(() => setActive(-1), [options, stale]);
  // The highlight is only ever read through `current`, so a keystroke landing before the effect above
  // still cannot take an option of another text.
  const current = stale ? -1 : active;

  useEffect(() => {
    if (current < 0) return;
    listRef.current
      ?.querySelector(`#${CSS.escape(optionId(current))}`)
      ?.scrollIntoView?.({ block: 'nearest' });
  });

  const pick = (option: T) => {
    if (stale) return;
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) setOpen(true);
        else if (!stale) setActive((index) => (index + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) setOpen(true);
        else if (!stale) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter': {
        const option = expanded && current >= 0 ? options[current] : undefined;
        if (option !== undefined) {
          event.preventDefault();
          pick(option);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          // Keep a surrounding dialog open: Escape only closes the list here.
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const describedBy = [error ? `${id}-error` : null, status ? `${id}-status` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && current >= 0 ? optionId(current) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onInputChange(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={label}
        aria-busy={stale || undefined}
        hidden={!expanded}
        className={`absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200 ${stale ? 'opacity-60' : ''}`}
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the field (aria-activedescendant)
          <div
            key={optionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            aria-disabled={stale || undefined}
            tabIndex={-1}
            // Keep the focus in the field, so blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
            className={`flex min-h-11 items-center gap-3 px-3 py-1.5 ${optionLook(stale, index === current)}`}
          >
            {renderOption(option)}
          </div>
        ))}
      </div>
      {/* Always in the page, so a screen reader hears the status change. */}
      <p id={`${id}-status`} aria-live="polite" className="mt-1.5 text-sm text-slate-600 empty:hidden">
        {status}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function optionLook(stale: boolean, highlighted: boolean) {
  if (stale) return 'cursor-wait';
  return highlighted ? 'cursor-pointer bg-brand-100 text-brand-900' : 'cursor-pointer hover:bg-slate-50';
}
