import { useEffect, useState } from 'react';

/** Rows say how long ago an order changed; the words are refreshed this often. */
const TIME_AGO_REFRESH_MS = 60_000;

const MINUTE_MS = 60_000;

/** The largest unit that fits, in minutes: "3 days ago" rather than "4320 minutes ago". */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60],
  ['month', 30 * 24 * 60],
  ['week', 7 * 24 * 60],
  ['day', 24 * 60],
  ['hour', 60],
  ['minute', 1],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();

function formatFor(language: string): Intl.RelativeTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    formats.set(language, format);
  }
  return format;
}

/**
 * The time since `updatedAt` in words of `language` ("5 minutes ago", "yesterday", "hace 2
 * horas"); `justNow` under a minute, and for a time ahead of this clock (clocks differ).
 */
export function timeAgo(updatedAt: string, now: number, language: string, justNow: string): string {
  const minutes = Math.floor((now - Date.parse(updatedAt)) / MINUTE_MS);
  if (!(minutes >= 1)) return justNow;
  const format = formatFor(language);
  for (const [unit, size] of UNITS) {
    if (minutes >= size) return format.format(-Math.floor(minutes / size), unit);
  }
  return justNow;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The time in full words of `language`, e.g. '20 Nov 2026, 14:05', for a tooltip. */
export function fullTime(time: string, language: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(time));
}

/** The current time, updated every `intervalMs`, so "5 minutes ago" becomes "6 minutes ago". */
export function useNow(intervalMs: number = TIME_AGO_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
