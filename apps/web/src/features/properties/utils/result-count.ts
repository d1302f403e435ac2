/** "N Properties Found": the one place the count's wording lives. */
export function countText(total: number): string {
  return `${total.toLocaleString('en-IN')} ${total === 1 ? 'Property' : 'Properties'} Found`;
}
