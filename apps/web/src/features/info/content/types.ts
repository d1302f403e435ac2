/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { readonly list: readonly string[] };

export interface LegalSection {
  /** The anchor the table of contents links to. */
  readonly id: string;
  readonly title: string;
  readonly body: readonly LegalBlock[];
}

/** A policy page and its PDF are both drawn from one of these. */
export interface LegalDocument {
  readonly title: string;
  readonly lastUpdated: string;
  readonly version?: string;
  readonly intro: readonly string[];
  readonly sections: readonly LegalSection[];
}
