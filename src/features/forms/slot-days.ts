import { dateTimeZone, onFirstUse } from '../../domain/formats.ts';
import { localeTags, type Locale } from '../../domain/locales.ts';
import type { AgendaSlot } from '../../schemas/agenda.ts';

/*
 * The free viewing slots of the live agenda (spec 1, 7), grouped by day for the booking form's
 * radio groups: a day is the agency's calendar day (Europe/Brussels), whatever the visitor's
 * own time zone, because the viewing takes place at the property.
 */

export type SlotChoice = {
  id: string;
  start: string;
  /** "14:00–14:30" in the language. */
  label: string;
  salesRep: string | null;
};

export type SlotDay = {
  /** yyyy-mm-dd in the agency's time zone. */
  key: string;
  /** "Tuesday, 14 October 2025" in the language. */
  label: string;
  slots: SlotChoice[];
};

const dayKeyFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: dateTimeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/**
 * The slots in time order, one group per day, each labelled in the visitor's language.
 * Slots whose times cannot be read are left out.
 * @example groupSlotsByDay([{ id: 'a', start: '2030-01-07T09:00:00Z', end: '2030-01-07T09:30:00Z' }], 'en')[0].label
 * // 'Monday, 7 January 2030'
 */
export function groupSlotsByDay(
  slots: readonly Pick<AgendaSlot, 'id' | 'start' | 'end' | 'salesRep'>[],
  locale: Locale,
  timeZone: string = dateTimeZone,
): SlotDay[] {
  const tag = localeTags[locale];
  const dayLabel = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone });
  const time = new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone });
  const keyFormat =
    timeZone === dateTimeZone
      ? dayKeyFormat()
      : new Intl.DateTimeFormat('en-CA', {
          timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        });
  const readable = slots
    .map((slot) => ({ slot, start: new Date(slot.start), end: new Date(slot.end) }))
    .filter(({ start, end }) => !Number.isNaN(start.getTime()) && !Number.isNaN(end.getTime()))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const days = new Map<string, SlotDay>();
  for (const { slot, start, end } of readable) {
    const key = keyFormat.format(start);
    let day = days.get(key);
    if (!day) {
      day = { key, label: dayLabel.format(start), slots: [] };
      days.set(key, day);
    }
    day.slots.push({
      id: slot.id,
      start: slot.start,
      label: end > start ? time.formatRange(start, end) : time.format(start),
      salesRep: slot.salesRep?.trim() || null,
    });
  }
  return [...days.values()];
}

/**
 * A moment as a visitor reads it on a confirmation: "Tuesday 14 October 2025 at 14:00".
 * @example formatSlotMoment('2030-01-07T09:00:00Z', 'en') // 'Monday, 7 January 2030 at 10:00'
 */
export function formatSlotMoment(
  start: string,
  locale: Locale,
  timeZone: string = dateTimeZone,
): string {
  const date = new Date(start);
  if (Number.isNaN(date.getTime())) return start;
  return new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}
