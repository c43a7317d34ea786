import { FormField, Input, Select } from '@forma/ui';
import { useMemo, useState } from 'react';

/**
 * Today's names of zones the browser may list by an older one (Chromium's ICU lists
 * Asia/Calcutta, not Asia/Kolkata): added so a search for the city finds it.
 */
const CURRENT_NAMES = [
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Ho_Chi_Minh',
  'Asia/Yangon',
  'Europe/Kyiv',
  'America/Nuuk',
  'Atlantic/Faroe',
  'Pacific/Kanton',
];

/** Every IANA zone this browser knows, with today's names ('UTC' first when it lists none). */
function allZones(): string[] {
  let zones: string[] = [];
  try {
    zones = [...Intl.supportedValuesOf('timeZone')];
  } catch {
    // An old browser: UTC and today's names below.
  }
  for (const name of ['UTC', ...CURRENT_NAMES])
    if (!zones.includes(name) && knownZone(name)) zones.push(name);
  return zones.sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}

/** True when this browser can show times in `zone`. */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The browser's own zone ('Europe/Berlin'), or UTC. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * A time zone picker (issue 42 item 1): a filter box and a select of
 * `Intl.supportedValuesOf('timeZone')` matching it (the chosen zone always listed), with the
 * error under the field.
 */
export function TimeZoneField({
  id,
  value,
  onChange,
  onBlur,
  error,
  label = 'Time zone',
}: {
  id: string;
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  label?: string;
}) {
  const zones = useMemo(allZones, []);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase().replace(/\s+/g, '_');
  const shown = zones.filter((zone) => !needle || zone.toLowerCase().includes(needle));
  if (value && !shown.includes(value)) shown.unshift(value);
  return (
    <div className="grid gap-2 sm:grid-cols-[minmax(0,12rem)_1fr] sm:items-end">
      <FormField id={`${id}-filter`} label="Find a zone">
        <Input
          type="search"
          value={filter}
          placeholder="e.g. Berlin"
          autoComplete="off"
          onChange={(event) => setFilter(event.target.value)}
        />
      </FormField>
      <FormField
        id={id}
        label={label}
        error={error}
        hint={`${shown.length} of ${zones.length} zones`}
      >
        {(wiring) => (
          <Select
            {...wiring}
            value={value}
            onBlur={onBlur}
            onChange={(event) => onChange(event.target.value)}
          >
            {shown.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </div>
  );
}
