import { describe, expect, it } from 'vitest';
import { demoNowFor, generateDemoData } from '../../local-content-service/demo-data/generate.ts';

describe('the demo start date', () => {
  it('is today at 09:00 UTC, so a fresh demo has viewing slots ahead', () => {
    const today = new Date('2027-03-15T17:42:00Z');
    const now = demoNowFor({}, today);
    expect(now.toISOString()).toBe('2027-03-15T09:00:00.000Z');
    const data = generateDemoData({ estates: 120, now });
    const starts = data.agendaSlots.flatMap((entry) => entry.slots.map((slot) => slot.start));
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.every((start) => Date.parse(start) > now.getTime())).toBe(true);
  });

  it('follows DEMO_NOW to reproduce a demo exactly, ignoring a date that does not parse', () => {
    expect(demoNowFor({ DEMO_NOW: '2026-11-01T09:00:00Z' }).toISOString()).toBe(
      '2026-11-01T09:00:00.000Z',
    );
    const today = new Date('2027-01-02T00:00:00Z');
    expect(demoNowFor({ DEMO_NOW: 'soon' }, today).toISOString()).toBe('2027-01-02T09:00:00.000Z');
  });
});
