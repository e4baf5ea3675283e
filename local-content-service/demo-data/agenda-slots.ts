import type { AgendaSlot } from '../../src/schemas/agenda.ts';
import type { Random } from './random.ts';

/** The agency's office time zone; slots are office hours there, whatever the server's zone. */
export const agendaTimeZone = 'Europe/Brussels';

/** How far ahead the live agenda offers viewings. */
export const agendaDays = 21;

const slotMinutes = 30;

// Viewing blocks in local time: weekday mornings and afternoons, Saturday mornings.
const weekdayBlocks = [
  [9 * 60, 12 * 60],
  [13 * 60 + 30, 18 * 60],
] as const;
const saturdayBlocks = [[10 * 60, 13 * 60]] as const;

const offsetFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: agendaTimeZone,
  timeZoneName: 'longOffset',
});

/** The UTC offset of Brussels on a calendar day ('+01:00' in winter, '+02:00' in summer). */
function brusselsOffset(day: Date): string {
  // Noon UTC is never inside a DST switch (those happen at 01:00 UTC).
  const noon = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12));
  const name =
    offsetFormat.formatToParts(noon).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+00:00';
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function localTimestamp(day: Date, minutes: number, offset: string): string {
  const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
  return `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00${offset}`;
}

function offsetMinutes(offset: string): number {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours, minutes] = offset.slice(1).split(':').map(Number);
  return sign * ((hours ?? 0) * 60 + (minutes ?? 0));
}

/**
 * Free viewing slots of one estate for the `agendaDays` days after `now`: on a few days a week
 * the sales representative keeps a run of half-hour slots free, in Brussels office hours,
 * written with Brussels' offset of that day. Slots that would start before `now` are left out.
 */
export function drawAgendaSlots(
  random: Random,
  now: Date,
  estateId: number,
  salesRep: string | null,
): AgendaSlot[] {
  const slots: AgendaSlot[] = [];
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  for (let dayIndex = 0; dayIndex <= agendaDays; dayIndex += 1) {
    const day = new Date(today.getTime() + dayIndex * 86_400_000);
    const weekday = day.getUTCDay();
    if (weekday === 0 || !random.chance(0.35)) continue;
    const blocks = weekday === 6 ? saturdayBlocks : weekdayBlocks;
    const [open, close] = random.pick(blocks);
    const places = (close - open) / slotMinutes;
    const run = random.int(2, Math.min(5, places));
    const first = open + random.int(0, places - run) * slotMinutes;
    const offset = brusselsOffset(day);
    for (let index = 0; index < run; index += 1) {
      const start = first + index * slotMinutes;
      const startsAt = day.getTime() + (start - offsetMinutes(offset)) * 60_000;
      if (startsAt <= now.getTime()) continue;
      const stamp = `${day.getUTCFullYear()}${pad(day.getUTCMonth() + 1)}${pad(day.getUTCDate())}${pad(Math.floor(start / 60))}${pad(start % 60)}`;
      slots.push({
        id: `${estateId}-${stamp}`,
        start: localTimestamp(day, start, offset),
        end: localTimestamp(day, start + slotMinutes, offset),
        salesRep,
      });
    }
  }
  return slots;
}
