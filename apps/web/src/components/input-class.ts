/**
 * The look of a text input. In a module of its own so that pages which only style an input
 * (the search bar, the newsletter) do not pull the form components' chunk, and zod with it,
 * into their first download.
 */
export const inputClass =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-ink placeholder:text-slate-400 focus:border-brand-600 focus:outline-3 focus:outline-brand-600/30 aria-[invalid=true]:border-red-600';
