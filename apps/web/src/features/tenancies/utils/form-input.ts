/** A field that takes the focus as its form opens (a ref callback, so on mount only). */
export const focusOnMount = (node: HTMLElement | null) => node?.focus();

/** A whole number of rupees typed in a field, or NaN. */
export const rupees = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : NaN);
