import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAppointment, readSlots } from '../../src/features/forms/booking-data.ts';
import { criteriaPayload } from '../../src/features/forms/payloads.ts';
import { readSubscription } from '../../src/features/forms/subscription-data.ts';
import { criteriaValues } from '../../src/features/forms/payloads.ts';
import { subscriptionCriteriaSchema } from '../../src/forms/schemas.ts';

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
