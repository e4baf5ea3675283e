import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAppointment } from '../../src/features/forms/appointment-data.ts';
import { readSlots } from '../../src/features/forms/booking-data.ts';
import { appointmentSchema } from '../../src/schemas/agenda.ts';
import { criteriaPayload } from '../../src/features/forms/payloads.ts';
import { criteriaValues, readSubscription } from '../../src/features/forms/subscription-data.ts';
import { subscriptionCriteriaSchema } from '../../src/forms/schemas.ts';
import { locales } from '../../src/domain/locales.ts';
import { z } from 'zod';

const slot = { id: 'a', start: '2030-01-07T09:00:00+01:00', end: '2030-01-07T09:30:00+01:00' };

describe('readSlots', () => {
  it('reads a bare list or a list under slots, and skips what does not read', () => {
    expect(readSlots([slot, { id: 2 }])).toEqual([slot]);
    expect(readSlots({ slots: [slot] })).toEqual([slot]);
  });

  it('gives null for an answer that holds no list', () => {
    expect(readSlots({ error: 'form.error.unavailable' })).toBeNull();
    expect(readSlots(null)).toBeNull();
  });
});

describe('readAppointment', () => {
  const appointment = {
    id: 'f3c1',
    estateId: 1011,
    slot,
    name: 'Vera',
    email: 'vera@example.org',
    locale: 'en',
    status: 'BOOKED',
    createdAt: '2030-01-01T10:00:00Z',
  };

  it('reads the appointment with the estate the site server adds, bare or wrapped', () => {
    expect(readAppointment({ ...appointment, estate: { id: 1011 } })).toEqual(appointment);
    expect(readAppointment({ appointment })).toEqual(appointment);
  });

  it('gives null for anything else', () => {
    expect(readAppointment({ ...appointment, status: 'MAYBE' })).toBeNull();
    expect(readAppointment({ ...appointment, estateId: '1011' })).toBeNull();
    expect(readAppointment({ ...appointment, locale: 'es' })).toBeNull();
    expect(readAppointment({ ...appointment, slot: { ...slot, start: 'tomorrow' } })).toBeNull();
    expect(readAppointment({ ...appointment, slot: { ...slot, salesRep: 7 } })).toBeNull();
    expect(readAppointment({ ...appointment, name: undefined })).toBeNull();
    expect(readAppointment([appointment])).toBeNull();
    expect(readAppointment(null)).toBeNull();
  });

  it("reads what the content service's schema reads, and only that", () => {
    const answers = [
      appointment,
      { ...appointment, slot: { ...slot, salesRep: 'Jan' } },
      { ...appointment, slot: { ...slot, salesRep: null }, status: 'CANCELLED' },
      { ...appointment, slot: { ...slot, start: '2030-01-07T08:00:00Z' } },
      { ...appointment, slot: { ...slot, end: 'later' } },
      { ...appointment, createdAt: 5 },
      { ...appointment, estateId: 10.5 },
      { ...appointment, id: 12 },
    ];
    for (const answer of answers) {
      const parsed = appointmentSchema.safeParse(answer);
      expect(readAppointment(answer)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});

describe('readSubscription', () => {
  it('reads the subscription of the token route', () => {
    const subscription = {
      email: 'ann@example.org',
      locale: 'fr',
      criteria: { transaction: 'TO_RENT', headTypes: [2], cities: [], priceMax: 900 },
      status: 'pending',
    };
    expect(readSubscription({ message: 'form.subscription.saved', subscription })).toEqual(
      subscription,
    );
    expect(readSubscription({ subscription: { ...subscription, status: 'gone' } })).toBeNull();
  });

  it("reads the listing's own filters of a subscription, and refuses a bad one", () => {
    const criteria = {
      transaction: 'FOR_SALE',
      headTypes: [1],
      cities: [],
      subTypes: [102],
      areaMin: 120,
      plotMax: 800,
      epc: 'B',
      garden: true,
      garage: true,
    };
    const read = (change: Record<string, unknown>) =>
      readSubscription({
        subscription: {
          email: 'ann@example.org',
          locale: 'nl',
          status: 'confirmed',
          criteria: { ...criteria, ...change },
        },
      });
    expect(read({})?.criteria).toEqual(criteria);
    expect(read({ epc: 'H' })).toBeNull();
    expect(read({ areaMax: 100 })).toBeNull();
    expect(read({ terrace: 'yes' })).toBeNull();
    expect(read({ subTypes: ['villa'] })).toBeNull();
  });

  it('reads what the criteria schema reads, as it reads it, and nothing else', () => {
    const view = z.object({
      subscription: z.object({
        email: z.string(),
        locale: z.enum(locales),
        criteria: subscriptionCriteriaSchema,
        status: z.enum(['pending', 'confirmed']),
      }),
    });
    const maybe = <T>(value: fc.Arbitrary<T>) =>
      fc.option(fc.oneof(value, fc.string(), fc.double(), fc.constant(null)), { nil: undefined });
    const number = fc.oneof(fc.integer({ min: -5, max: 2_000_000 }), fc.constant(1e13));
    const answer = fc.record({
      subscription: fc.record({
        email: fc.oneof(fc.emailAddress(), fc.integer()),
        locale: fc.constantFrom('nl', 'fr', 'en', 'de', 'es'),
        status: fc.constantFrom('pending', 'confirmed', 'gone'),
        criteria: fc.record({
          transaction: fc.constantFrom('FOR_SALE', 'TO_RENT', 'SOLD'),
          headTypes: maybe(fc.array(fc.integer({ min: -1, max: 9 }), { maxLength: 60 })),
          cities: maybe(fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 4 })),
          priceMin: maybe(number),
          priceMax: maybe(number),
          bedrooms: maybe(fc.integer({ min: -1, max: 12 })),
          estateId: maybe(fc.integer({ min: -1, max: 3 })),
          subTypes: maybe(fc.array(fc.integer({ min: -1, max: 105 }), { maxLength: 4 })),
          areaMin: maybe(fc.integer({ min: -1, max: 400 })),
          areaMax: maybe(fc.integer({ min: -1, max: 400 })),
          plotMin: maybe(fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.constant(100_000_001))),
          plotMax: maybe(fc.integer({ min: 0, max: 2_000 })),
          epc: maybe(fc.constantFrom('A_PLUS_PLUS', 'B', 'G', 'C_A', 'H', 'b')),
          garden: maybe(fc.boolean()),
          terrace: maybe(fc.boolean()),
          garage: maybe(fc.constantFrom(true, false, 1, 'true')),
          extra: fc.option(fc.string(), { nil: undefined }),
        }),
      }),
    });
    fc.assert(
      fc.property(answer, (body) => {
        const parsed = view.safeParse(body);
        expect(readSubscription(body)).toEqual(parsed.success ? parsed.data.subscription : null);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('criteriaValues', () => {
  it('gives back the stored criteria when the form posts them unchanged', () => {
    const criteria = fc.record(
      {
        transaction: fc.constantFrom('FOR_SALE' as const, 'TO_RENT' as const),
        headTypes: fc.uniqueArray(fc.integer({ min: 1, max: 10 }), { maxLength: 5 }),
        cities: fc.uniqueArray(fc.integer({ min: 1, max: 99_999 }), { maxLength: 10 }),
        priceMin: fc.integer({ min: 0, max: 500_000 }),
        priceMax: fc.integer({ min: 500_000, max: 5_000_000 }),
        bedrooms: fc.integer({ min: 1, max: 6 }),
        // The form stores no empty subtype list: absent is "any".
        subTypes: fc.uniqueArray(fc.integer({ min: 101, max: 136 }), {
          minLength: 1,
          maxLength: 4,
        }),
        areaMin: fc.integer({ min: 0, max: 150 }),
        areaMax: fc.integer({ min: 150, max: 400 }),
        plotMin: fc.integer({ min: 0, max: 500 }),
        plotMax: fc.integer({ min: 500, max: 5_000 }),
        epc: fc.constantFrom('A_PLUS_PLUS' as const, 'A' as const, 'C' as const, 'G' as const),
        // Stored as chosen; "without" is no filter and is not stored.
        garden: fc.constant(true as const),
        terrace: fc.constant(true as const),
        garage: fc.constant(true as const),
      },
      { requiredKeys: ['transaction', 'headTypes', 'cities'] },
    );
    fc.assert(
      fc.property(criteria, (stored) => {
        const posted = subscriptionCriteriaSchema.parse(criteriaPayload(criteriaValues(stored)));
        expect(posted).toEqual(subscriptionCriteriaSchema.parse(stored));
      }),
    );
  });
});
