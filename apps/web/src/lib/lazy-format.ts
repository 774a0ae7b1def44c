/**
 * An Intl formatter built on its first use: building one costs a phone tens of milliseconds (the first one
 * loads the locale's data), and a page uses few of the app's formatters.
 */
export function lazyFormat<T extends Intl.DateTimeFormat | Intl.NumberFormat>(make: () => T) {
  let made: T | undefined;
  return {
    format: (value: Parameters<T['format']>[0]) => {
      made ??= make();
      return (made.format as (value: Parameters<T['format']>[0]) => string)(value);
    },
  };
}
