declare module 'virtual:roomsetu/catalogs' {
  /** One namespace of one language's catalog, and the keys it took from English. */
  export interface CatalogPart {
    default: Record<string, unknown>;
    missing: string[];
  }
  export const loaders: Record<string, Record<string, () => Promise<CatalogPart>>>;
}
