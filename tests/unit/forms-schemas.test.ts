import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/domain/locales.ts';
import { fieldErrors } from '../../src/forms/field-errors.ts';
import {
  appointmentFormSchema,
  contactFormSchema,
  formErrorKeys,
  formResultKeys,
  formSchemas,
  reservationFormSchema,
  sendToFriendFormSchema,
  subscriptionCriteriaSchema,
  subscriptionFormSchema,
} from '../../src/forms/schemas.ts';
import { uiStrings } from '../../src/i18n/translate.ts';

const meta = () => ({
  locale: 'fr' as const,
  startedAt: 1_700_000_000_000,
  idempotencyKey: '7d1f5f0e-3c1b-4b8a-9f3e-2a6c0c1d9e11',
});

const contact = { ...meta(), name: 'Jan Peeters', email: 'jan@example.be', message: 'Hallo' };

const errorsOf = (schema: { safeParse: (input: unknown) => unknown }, input: unknown) => {
  const result = schema.safeParse(input) as {
    success: boolean;
    error?: Parameters<typeof fieldErrors>[0];
  };
  return result.success ? {} : fieldErrors(result.error!);
};

describe('contact form schema', () => {
  it('accepts a filled-in form and trims what was typed', () => {
    const parsed = contactFormSchema.parse({
      ...contact,
      name: '  Jan Peeters ',
      email: ' jan@example.be ',
      message: ' Is het nog te koop?\nGroeten ',
    });
    expect(parsed).toMatchObject({
      name: 'Jan Peeters',
      email: 'jan@example.be',
      message: 'Is het nog te koop?\nGroeten',
    });
  });

  it('treats an empty phone field as no phone', () => {
    expect(contactFormSchema.parse({ ...contact, phone: '  ' }).phone).toBeUndefined();
    expect(contactFormSchema.parse({ ...contact, phone: '+32 9 123 45 67' }).phone).toBe(
      '+32 9 123 45 67',
    );
  });

  it('names each bad field by a translation key', () => {
    expect(
      errorsOf(contactFormSchema, {
        ...contact,
        name: ' ',
        email: 'jan@',
        phone: '12',
        message: 'x'.repeat(5001),
      }),
    ).toEqual({
      name: 'form.error.required',
      email: 'form.error.email',
      phone: 'form.error.phone',
      message: 'form.error.too.long',
    });
  });

  it('asks for the fields that are missing', () => {
    const { name: _name, email: _email, message: _message, ...rest } = contact;
    expect(errorsOf(contactFormSchema, rest)).toEqual({
      name: 'form.error.required',
      email: 'form.error.required',
      message: 'form.error.required',
    });
  });

  it('refuses control characters in a name but keeps line breaks in a message', () => {
    expect(errorsOf(contactFormSchema, { ...contact, name: 'Jan\r\nBcc: x@y.z' })).toEqual({
      name: 'form.error.invalid',
    });
    expect(errorsOf(contactFormSchema, { ...contact, message: 'a\u0000b' })).toEqual({
      message: 'form.error.invalid',
    });
    expect(contactFormSchema.parse({ ...contact, message: 'a\r\n\tb' }).message).toBe('a\r\n\tb');
  });

  it('requires a locale of the site, a UUID idempotency key and a start time', () => {
    expect(
      errorsOf(contactFormSchema, {
        ...contact,
        locale: 'es',
        idempotencyKey: 'abc',
        startedAt: -1,
      }),
    ).toEqual({
      locale: 'form.error.invalid',
      idempotencyKey: 'form.error.invalid',
      startedAt: 'form.error.invalid',
    });
  });

  it('answers a body that is not an object with a form-level key', () => {
    expect(errorsOf(contactFormSchema, null)).toEqual({ form: 'form.error.invalid' });
    expect(errorsOf(contactFormSchema, 'name=Jan')).toEqual({ form: 'form.error.invalid' });
  });
});

describe('subscription form schema', () => {
  const subscription = {
    ...meta(),
    email: 'an@example.be',
    criteria: { transaction: 'TO_RENT', cities: [3, 3, 7], headTypes: [2], priceMax: 1200 },
  };

  it('keeps each chosen city once and fills absent lists with "any"', () => {
    const { criteria } = subscriptionFormSchema.parse({
      ...subscription,
      criteria: { transaction: 'TO_RENT', cities: [3, 3, 7] },
    });
    expect(criteria).toEqual({ transaction: 'TO_RENT', cities: [3, 7], headTypes: [] });
  });

  it('refuses a maximum price under the minimum, on the maximum field', () => {
    expect(
      errorsOf(subscriptionFormSchema, {
        ...subscription,
        criteria: { transaction: 'FOR_SALE', priceMin: 300_000, priceMax: 200_000 },
      }),
    ).toEqual({ 'criteria.priceMax': 'form.error.price.range' });
  });

  it('requires the transaction and files a bad list item under its list', () => {
    expect(
      errorsOf(subscriptionFormSchema, { ...subscription, criteria: { cities: [1, 'Gent'] } }),
    ).toEqual({
      'criteria.transaction': 'form.error.required',
      'criteria.cities': 'form.error.invalid',
    });
  });

  it('allows bedrooms from 1 up to the "large" count of 6', () => {
    const withBedrooms = (bedrooms: number) => ({
      ...subscription,
      criteria: { transaction: 'FOR_SALE', bedrooms },
    });
    expect(subscriptionFormSchema.safeParse(withBedrooms(6)).success).toBe(true);
    expect(errorsOf(subscriptionFormSchema, withBedrooms(7))).toEqual({
      'criteria.bedrooms': 'form.error.invalid',
    });
  });

  describe("the listing's filters beyond spec 5", () => {
    const withCriteria = (criteria: Record<string, unknown>) => ({
      ...subscription,
      criteria: { transaction: 'FOR_SALE', ...criteria },
    });

    it('keeps subtypes, area bounds, the EPC label and the "with …" choices', () => {
      const { criteria } = subscriptionFormSchema.parse(
        withCriteria({
          subTypes: [102, 102, 101],
          areaMin: 0,
          areaMax: 250,
          plotMin: 400,
          plotMax: 400,
          epc: 'A_PLUS',
          garden: true,
          terrace: false,
          garage: true,
        }),
      );
      expect(criteria).toEqual({
        transaction: 'FOR_SALE',
        headTypes: [],
        cities: [],
        subTypes: [102, 101],
        areaMin: 0,
        areaMax: 250,
        plotMin: 400,
        plotMax: 400,
        epc: 'A_PLUS',
        garden: true,
        garage: true,
      });
      // "Without terrace" is no filter: nothing is stored for it.
      expect(JSON.parse(JSON.stringify(criteria))).not.toHaveProperty('terrace');
    });

    it('reads criteria stored before these filters existed as asking none of them', () => {
      const stored = { transaction: 'TO_RENT', headTypes: [2], cities: [7], priceMax: 900 };
      expect(subscriptionCriteriaSchema.parse(stored)).toEqual(stored);
    });

    it.each<[string, Record<string, unknown>, Record<string, string>]>([
      [
        'a subtype that is no id',
        { subTypes: [101, 'villa'] },
        { 'criteria.subTypes': 'form.error.invalid' },
      ],
      ['a negative living area', { areaMin: -1 }, { 'criteria.areaMin': 'form.error.invalid' }],
      ['a fractional plot area', { plotMax: 12.5 }, { 'criteria.plotMax': 'form.error.invalid' }],
      ['an area written as text', { areaMax: '120' }, { 'criteria.areaMax': 'form.error.invalid' }],
      [
        'an area beyond any estate',
        { plotMin: 100_000_001 },
        { 'criteria.plotMin': 'form.error.invalid' },
      ],
      ['an unknown EPC label', { epc: 'H' }, { 'criteria.epc': 'form.error.invalid' }],
      ['a two-grade EPC label', { epc: 'C_A' }, { 'criteria.epc': 'form.error.invalid' }],
      [
        'a "with" choice that is not a yes or no',
        { garden: 'yes' },
        { 'criteria.garden': 'form.error.invalid' },
      ],
      [
        'a living area range upside down',
        { areaMin: 200, areaMax: 100 },
        { 'criteria.areaMax': 'form.error.area.range' },
      ],
      [
        'a plot area range upside down',
        { plotMin: 900, plotMax: 300 },
        { 'criteria.plotMax': 'form.error.area.range' },
      ],
    ])('refuses %s on its field, with a translation key', (_, criteria, errors) => {
      expect(errorsOf(subscriptionFormSchema, withCriteria(criteria))).toEqual(errors);
    });
  });
});

describe('send-to-a-friend form schema', () => {
  const friend = { ...meta(), estateId: 12, senderName: 'Els', friendEmail: 'tom@example.be' };

  it('accepts a short plain note, or none', () => {
    expect(sendToFriendFormSchema.parse({ ...friend, message: '' }).message).toBeUndefined();
    expect(sendToFriendFormSchema.parse({ ...friend, message: 'Kijk eens!' }).message).toBe(
      'Kijk eens!',
    );
  });

  it('refuses links in the note and in the name, so the form is worthless to spammers', () => {
    for (const message of ['see https://spam.example', 'www.spam.example', '<a href=x>win</a>']) {
      expect(errorsOf(sendToFriendFormSchema, { ...friend, message })).toEqual({
        message: 'form.error.no.links',
      });
    }
    expect(errorsOf(sendToFriendFormSchema, { ...friend, senderName: 'http://x.example' })).toEqual(
      { senderName: 'form.error.no.links' },
    );
  });

  it('limits the note to 500 characters', () => {
    expect(errorsOf(sendToFriendFormSchema, { ...friend, message: 'a'.repeat(501) })).toEqual({
      message: 'form.error.too.long',
    });
  });
});

describe('appointment and reservation form schemas', () => {
  const person = { name: 'Ann', email: 'ann@example.be' };

  it('needs the slot id and the start the visitor saw, with its offset', () => {
    const appointment = { ...meta(), ...person, estateId: 4, slotId: 's-1' };
    expect(
      appointmentFormSchema.safeParse({ ...appointment, slotStart: '2026-11-05T10:00:00+01:00' })
        .success,
    ).toBe(true);
    expect(
      errorsOf(appointmentFormSchema, { ...appointment, slotStart: '2026-11-05 10:00' }),
    ).toEqual({ slotStart: 'form.error.invalid' });
  });

  it('takes 1 to 50 guests; the unit itself is checked on the server', () => {
    const reservation = { ...meta(), ...person, unitId: 3, periodId: 9 };
    expect(reservationFormSchema.safeParse({ ...reservation, guests: 50 }).success).toBe(true);
    expect(errorsOf(reservationFormSchema, { ...reservation, guests: 51 })).toEqual({
      guests: 'form.error.guests',
    });
    expect(errorsOf(reservationFormSchema, { ...reservation, guests: 0 })).toEqual({
      guests: 'form.error.invalid',
    });
  });
});

describe('form messages', () => {
  it('has a text for every error and result key in each language', () => {
    for (const locale of locales) {
      for (const key of [...formErrorKeys, ...formResultKeys]) {
        expect(uiStrings[locale][key], `${locale} ${key}`).toMatch(/\S/);
      }
    }
  });

  it('answers any input of any form with known translation keys only', () => {
    const kinds = Object.keys(formSchemas) as (keyof typeof formSchemas)[];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.anything(), (kind, body) => {
        const result = formSchemas[kind].safeParse(body);
        if (result.success) return;
        for (const key of Object.values(fieldErrors(result.error))) {
          expect(formErrorKeys).toContain(key);
        }
      }),
    );
  });

  it('answers a half-filled form with translation keys, never zod English', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            name: fc.oneof(fc.string(), fc.integer()),
            email: fc.string(),
            message: fc.string({ maxLength: 6000 }),
            phone: fc.string(),
            estateId: fc.oneof(fc.integer(), fc.double()),
          },
          { requiredKeys: [] },
        ),
        (fields) => {
          const result = contactFormSchema.safeParse({ ...meta(), ...fields });
          const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
          for (const message of messages) expect(message).toMatch(/^form\.error\./);
        },
      ),
    );
  });
});
