import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '@roomsetu/shared';
import { i18n } from '@/lib/i18n';

/** The alert frequencies a saved search offers, each named in the reader's language. */
export const frequencyOptions = (): { value: SavedSearchFrequency; label: string }[] =>
  SAVED_SEARCH_FREQUENCIES.map((value) => ({ value, label: frequencyLabel(value) }));

export const frequencyLabel = (f: SavedSearchFrequency): string =>
  i18n.t(`notifications:frequency.${f}`);
