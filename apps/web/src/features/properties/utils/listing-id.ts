/** The listing a /room-details?id= address names, or null for a missing or malformed id. */
export function parseListingId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}
