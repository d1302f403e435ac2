/** A value's label, for every value of an enumeration. */
export type Labels<T extends readonly string[]> = Readonly<Record<T[number], string>>;
