import type { SavedSearchFrequency } from '@roomsetu/shared';

export const FREQUENCY_OPTIONS: readonly { value: SavedSearchFrequency; label: string }[] = [
  { value: 'INSTANT', label: 'Instantly' },
  { value: 'DAILY', label: 'Daily at 8 am' },
  { value: 'OFF', label: 'Paused' },
];

export const FREQUENCY_HINT =
  'Instantly: a notification and an e-mail within a minute of a new room. Daily: one e-mail each morning. Paused: no alerts until you turn them on.';

export const frequencyLabel = (f: SavedSearchFrequency) =>
  FREQUENCY_OPTIONS.find((o) => o.value === f)?.label ?? f;
