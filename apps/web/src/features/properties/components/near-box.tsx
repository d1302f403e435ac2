import type { City, NearFilter, PlaceSuggestion } from '@roomsetu/shared';
import { Building2, Landmark, LoaderCircle, LocateFixed, MapPin, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { inputClass, labelClass, SelectField } from '@/components/ui/form-fields';
import { MIN_PLACE_QUERY, usePlaces } from '../api/get-places';
import { RADIUS_CHOICES_KM } from '../utils/map-search';

/**
 * The `place` of a search around the renter's own position, as the address keeps it; the cards
 * and the box say it in the language shown (`near.myLocation`).
 */
export const MY_LOCATION = 'your location';
const TYPING_PAUSE_MS = 250;
const RADIUS_OPTIONS = RADIUS_CHOICES_KM.map((km) => ({ value: km, label: `${km} km` }));
const LOCATE_TIMEOUT_MS = 10_000;

/** Why the position could not be used: each one's words are `rooms:near.problem.<key>`. */
type LocationProblem = 'unsupported' | 'denied' | 'timeout' | 'unavailable';

export interface NearChoice {
  near: NearFilter;
  place: string;
}

interface NearBoxProps {
  city: City | undefined;
  near: NearFilter | undefined;
  place: string | undefined;
  radiusKm: number;
  onChoose: (choice: NearChoice) => void;
  onRadius: (km: number) => void;
  onClear: () => void;
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** GeolocationPositionError's codes (the constants live on the error's prototype). */
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

function locationError(error: GeolocationPositionError): LocationProblem {
  if (error.code === PERMISSION_DENIED) return 'denied';
  if (error.code === TIMEOUT) return 'timeout';
  return 'unavailable';
}

/**
 * "Near": a place (landmarks and localities, as you type) or the browser's position. Results then
 * sort by distance. A refused or slow location says why and leaves the search as it was.
 */
export function NearBox({
  city,
  near,
  place,
  radiusKm,
  onChoose,
  onRadius,
  onClear,
}: NearBoxProps) {
  const { t } = useTranslation('rooms');
  const chosen = near ? (place === MY_LOCATION ? t('near.myLocation') : (place ?? '')) : '';
  const [text, setText] = useState(chosen);
  // A place set from outside (Back, a link) shows in the box; the box is not remounted for it,
  // so focus stays where the renter is.
  const [shown, setShown] = useState(chosen);
  if (shown !== chosen) {
    setShown(chosen);
    setText(chosen);
  }
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  const typed = useDebounced(text, TYPING_PAUSE_MS);
  const places = usePlaces(open ? typed : '', city);
  const options = open && text.trim().length >= MIN_PLACE_QUERY ? (places.data ?? []) : [];
  const expanded = options.length > 0;
  const ids = { input: useId(), list: useId(), hint: useId() };
  const optionId = (i: number) => `${ids.list}-${i}`;

  const choose = (suggestion: PlaceSuggestion) => {
    setText(suggestion.name);
    setOpen(false);
    setActive(-1);
    setProblem(null);
    onChoose({ near: { lat: suggestion.lat, lng: suggestion.lng }, place: suggestion.name });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!expanded) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const pick = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (expanded && pick) {
        event.preventDefault();
        choose(pick);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const clear = () => {
    setText('');
    input.current?.focus();
    setOpen(false);
    setProblem(null);
    onClear();
  };

  const locate = () => {
    setProblem(null);
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setProblem('unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setText('');
        onChoose({
          near: { lat: position.coords.latitude, lng: position.coords.longitude },
          place: MY_LOCATION,
        });
      },
      (error) => {
        setLocating(false);
        setProblem(locationError(error));
      },
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: 5 * 60_000, enableHighAccuracy: false },
    );
  };

  return (
    <section
      aria-labelledby={`${ids.input}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id={`${ids.input}-title`}
          className="flex items-center gap-2 text-lg font-semibold text-slate-900"
        >
          <MapPin aria-hidden="true" className="size-5 text-brand-600" />
          {t('near.title')}
        </h2>
        <button
          type="button"
          onClick={locate}
          disabled={locating}
          className={buttonClasses('ghost', 'sm', '-mr-2 text-brand-700')}
        >
          {locating ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <LocateFixed aria-hidden="true" className="size-4" />
          )}
          {locating ? t('near.locating') : t('near.useMyLocation')}
        </button>
      </div>
      {/* The suggestions span the whole row, so long names fit on a phone. */}
      <div className="relative mt-4 grid grid-cols-[minmax(0,1fr)_6.5rem] items-end gap-3">
        <div className="min-w-0">
          <label htmlFor={ids.input} className={labelClass}>
            {t('near.label')}
          </label>
          <div className="relative mt-1.5">
            <input
              ref={input}
              id={ids.input}
              type="text"
              role="combobox"
              autoComplete="off"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={ids.list}
              aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
              aria-describedby={ids.hint}
              placeholder={t('near.placeholder')}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              onBlur={() => setOpen(false)}
              className={`${inputClass(false)} pr-10`}
            />
            {(text || near) && (
              <button
                type="button"
                onClick={clear}
                aria-label={t('near.clear')}
                className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-500 hover:text-slate-800"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
          </div>
          <ul
            id={ids.list}
            role="listbox"
            aria-label={t('near.places')}
            className={`absolute inset-x-0 top-full z-[1200] mt-1 max-h-72 overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg ${expanded ? '' : 'hidden'}`}
          >
            {options.map((option, i) => (
              <li
                key={`${option.kind}-${option.name}-${option.lat}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
                className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${i === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-50'}`}
              >
                {option.kind === 'LANDMARK' ? (
                  <Landmark aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                ) : (
                  <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                )}
                <span className="min-w-0 flex-1 truncate">{option.name}</span>
                <span className="text-sm text-slate-500">
                  {option.kind === 'LANDMARK' ? t('near.landmark') : t('near.locality')}
                </span>
              </li>
            ))}
          </ul>
          <p id={ids.hint} className="sr-only">
            {t('near.hint')}
          </p>
        </div>
        <SelectField
          label={t('near.within')}
          className="w-full"
          value={radiusKm}
          disabled={!near}
          onChange={(event) => onRadius(Number(event.target.value))}
          options={RADIUS_OPTIONS}
        />
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-amber-800">
          {t(`near.problem.${problem}`)}
        </p>
      )}
    </section>
  );
}
