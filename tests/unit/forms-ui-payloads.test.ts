import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appointmentPayload,
  chosenLanguage,
  contactPayload,
  criteriaPayload,
  parseWholeNumber,
  reservationPayload,
  sendToFriendPayload,
  subscribePayload,
  subscriptionEditPayload,
  type CriteriaValues,
  type PayloadMeta,
} from '../../src/features/forms/payloads.ts';
import { criteriaPaths, emptyCriteria } from '../../src/features/forms/CriteriaFields.tsx';
import { toFieldMessages } from '../../src/features/forms/field-mapping.ts';
import { fieldErrors } from '../../src/forms/field-errors.ts';
import {
  appointmentFormSchema,
  contactFormSchema,
  reservationFormSchema,
  sendToFriendFormSchema,
  subscriptionEditSchema,
  subscriptionFormSchema,
} from '../../src/forms/schemas.ts';

const meta: PayloadMeta = {
  locale: 'fr',
  idempotencyKey: '8a6e0804-2bd0-4672-b79d-d97027f9071a',
  startedAt: 1_700_000_000_000,
};
const person = { name: 'Ann', email: 'ann@example.org', phone: '', message: '', website: '' };

describe('parseWholeNumber', () => {
  it('reads a number written with Belgian thousands separators', () => {
    expect(parseWholeNumber('250.000')).toBe(250_000);
    expect(parseWholeNumber(' 1 250 000 ')).toBe(1_250_000);
    expect(parseWholeNumber("1'500")).toBe(1500);
  });

  it('reads an empty field as no number and anything else as NaN', () => {
    expect(parseWholeNumber('  ')).toBeUndefined();
    expect(parseWholeNumber('12,5')).toBeNaN();
    expect(parseWholeNumber('-3')).toBeNaN();
    expect(parseWholeNumber('ten')).toBeNaN();
  });

  it('gives back any whole number however its thousands are grouped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom('.', ' ', ''), (n, sep) => {
        const grouped = n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, sep);
        expect(parseWholeNumber(grouped)).toBe(n);
      }),
    );
  });
});

describe('contactPayload', () => {
  it('is the shared schema input, about a property only when one is given', () => {
    const values = { ...person, message: 'Hello' };
    const general = contactPayload(values, meta);
    expect(general).not.toHaveProperty('estateId');
    expect(contactFormSchema.safeParse(general).success).toBe(true);
    const about = contactPayload(values, meta, 1011);
    expect(about).toMatchObject({ estateId: 1011, locale: 'fr', website: '' });
    expect(contactFormSchema.parse(about).phone).toBeUndefined();
  });

  it('passes the honeypot as typed, for the server to judge', () => {
    expect(contactPayload({ ...person, website: 'spam.example' }, meta).website).toBe(
      'spam.example',
    );
  });
});

describe('criteriaPayload', () => {
  it('turns the controls into ids and numbers and leaves empty bounds out', () => {
    expect(
      criteriaPayload({
        ...emptyCriteria,
        transaction: 'TO_RENT',
        headTypes: ['2', '1'],
        cities: ['77'],
        priceMin: '',
        priceMax: '1.500',
        bedrooms: '3',
      }),
    ).toEqual({
      transaction: 'TO_RENT',
      headTypes: [2, 1],
      cities: [77],
      priceMax: 1500,
      bedrooms: 3,
    });
  });

  it('lets the schema refuse a price that is not a whole number on its own field', () => {
    const criteria = criteriaPayload({
      ...emptyCriteria,
      transaction: 'FOR_SALE',
      headTypes: [],
      cities: [],
      priceMin: 'a lot',
      priceMax: '',
      bedrooms: '',
    });
    const parsed = subscriptionEditSchema.safeParse({ locale: 'nl', criteria });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({ 'criteria.priceMin': 'form.error.invalid' });
  });

  it("carries the listing's own filters: subtypes, areas, the EPC label and the with-choices", () => {
    expect(
      criteriaPayload({
        ...emptyCriteria,
        subTypes: ['102'],
        areaMin: '120',
        areaMax: '',
        plotMin: '',
        plotMax: '1.000',
        epc: 'B',
        features: ['garden', 'garage'],
      }),
    ).toEqual({
      transaction: 'FOR_SALE',
      headTypes: [],
      cities: [],
      subTypes: [102],
      areaMin: 120,
      plotMax: 1000,
      epc: 'B',
      garden: true,
      garage: true,
    });
    // Nothing chosen: the body a subscription sent before these filters existed.
    expect(criteriaPayload(emptyCriteria)).toEqual({
      transaction: 'FOR_SALE',
      headTypes: [],
      cities: [],
    });
  });

  it.each<[string, Partial<CriteriaValues>, Record<string, unknown>, Record<string, string>]>([
    ['an area that is no whole number', { areaMin: '12,5' }, {}, { areaMin: 'form.error.invalid' }],
    [
      'a plot range upside down',
      { plotMin: '900', plotMax: '300' },
      {},
      { plotMax: 'form.error.area.range' },
    ],
    ['an EPC label that is none', { epc: 'H' }, {}, { epc: 'form.error.invalid' }],
    [
      'a with-choice that is no yes or no',
      {},
      { terrace: 'yes' },
      { features: 'form.error.invalid' },
    ],
  ])('puts %s on the field the visitor sees it under', (_, values, extra, messages) => {
    const criteria = { ...criteriaPayload({ ...emptyCriteria, ...values }), ...extra };
    const parsed = subscriptionEditSchema.safeParse({ locale: 'nl', criteria });
    expect(parsed.success).toBe(false);
    expect(toFieldMessages(fieldErrors(parsed.error!), criteriaPaths)).toEqual(messages);
  });
});

describe('subscribePayload', () => {
  const values = {
    ...emptyCriteria,
    email: 'ann@example.org',
    language: 'nl',
    website: '',
  };

  it('asks for the mails in the chosen language, not the page language', () => {
    const payload = subscribePayload(values, meta);
    expect(payload.locale).toBe('nl');
    expect(subscriptionFormSchema.safeParse(payload).success).toBe(true);
  });

  it('falls back to the page language when the choice is none of ours', () => {
    expect(chosenLanguage({ language: 'es' }, 'de')).toBe('de');
    expect(subscriptionEditPayload({ ...values, language: '' }, 'en').locale).toBe('en');
  });
});

describe('sendToFriendPayload', () => {
  it('carries the estate and the optional note', () => {
    const payload = sendToFriendPayload(
      { senderName: 'Robin', friendEmail: 'kim@example.org', message: '', website: '' },
      meta,
      1011,
    );
    const parsed = sendToFriendFormSchema.parse(payload);
    expect(parsed.estateId).toBe(1011);
    expect(parsed.message).toBeUndefined();
  });
});

describe('appointmentPayload', () => {
  const slots = [
    { id: 'a', start: '2030-01-07T09:00:00+01:00' },
    { id: 'b', start: '2030-01-07T09:30:00+01:00' },
  ];

  it('sends the chosen slot with the start the visitor saw', () => {
    const payload = appointmentPayload({ ...person, slot: 'b' }, meta, { estateId: 5, slots });
    expect(payload).toMatchObject({ slotId: 'b', slotStart: '2030-01-07T09:30:00+01:00' });
    expect(appointmentFormSchema.safeParse(payload).success).toBe(true);
  });

  it('makes a missing or vanished slot a required field', () => {
    for (const slot of ['', 'gone']) {
      const parsed = appointmentFormSchema.safeParse(
        appointmentPayload({ ...person, slot }, meta, { estateId: 5, slots }),
      );
      expect(fieldErrors(parsed.error!).slotId).toBe('form.error.required');
    }
  });
});

describe('reservationPayload', () => {
  it('sends the period and guests as numbers', () => {
    const payload = reservationPayload({ ...person, period: '12', guests: '4' }, meta, 3);
    expect(reservationFormSchema.parse(payload)).toMatchObject({
      unitId: 3,
      periodId: 12,
      guests: 4,
    });
  });

  it('leaves an empty guest count out, so the schema calls it required', () => {
    const payload = reservationPayload({ ...person, period: '12', guests: '' }, meta, 3);
    expect(payload).not.toHaveProperty('guests');
    expect(fieldErrors(reservationFormSchema.safeParse(payload).error!)).toEqual({
      guests: 'form.error.required',
    });
  });
});
