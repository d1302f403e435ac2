/** Every visit query key, so each move invalidates what it changes. */
export const visitKeys = {
  all: ['visits'] as const,
  list: (role?: string) => ['visits', 'list', role ?? 'all'] as const,
  one: (id: number) => ['visits', 'one', id] as const,
  slots: (propertyId: number, from: string, to: string, minutes: number) =>
    ['visits', 'slots', propertyId, from, to, minutes] as const,
  hours: (propertyId: number) => ['visits', 'hours', propertyId] as const,
};
