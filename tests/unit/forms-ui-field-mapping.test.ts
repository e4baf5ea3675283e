import { describe, expect, it } from 'vitest';
import { criteriaPaths } from '../../src/features/forms/CriteriaFields.tsx';
import { checkPayload, toFieldMessages } from '../../src/features/forms/field-mapping.ts';
import { contactFormSchema, subscriptionFormSchema } from '../../src/forms/schemas.ts';

const meta = {
  locale: 'en',
  website: '',
  startedAt: 1_700_000_000_000,
  idempotencyKey: '8a6e0804-2bd0-4672-b79d-d97027f9071a',
};

describe('toFieldMessages', () => {
  it('puts each schema path on its field and anything unknown on the whole form', () => {
    expect(
      toFieldMessages(
        {
          'criteria.priceMax': 'form.error.price.range',
          locale: 'form.error.invalid',
          idempotencyKey: 'form.error.invalid',
        },
        { 'criteria.priceMax': 'priceMax' },
      ),
    ).toEqual({ priceMax: 'form.error.price.range', form: 'form.error.invalid' });
  });

  it('keeps the first message when two paths show on one field', () => {
    expect(
      toFieldMessages(
        { slotId: 'form.error.required', slotStart: 'form.error.invalid' },
        { slotId: 'slot', slotStart: 'slot' },
      ),
    ).toEqual({ slot: 'form.error.required' });
  });
});

describe('checkPayload', () => {
  const contactPaths = { name: 'name', email: 'email', phone: 'phone', message: 'message' };

  it('passes a complete contact form', () => {
    const payload = { ...meta, name: 'Ann', email: 'ann@example.org', phone: '', message: 'Hi' };
    expect(checkPayload(contactFormSchema, payload, contactPaths)).toEqual({ ok: true });
  });

  it('names the fields of the shared schema with its translation keys', () => {
    const payload = { ...meta, name: '  ', email: 'ann@', phone: '12', message: '' };
    expect(checkPayload(contactFormSchema, payload, contactPaths)).toEqual({
      ok: false,
      messages: {
        name: 'form.error.required',
        email: 'form.error.email',
        phone: 'form.error.phone',
        message: 'form.error.required',
      },
    });
  });

  it('reports what the visitor cannot change as a problem of the whole form', () => {
    const payload = { ...meta, locale: 'es', name: 'Ann', email: 'ann@example.org', message: 'Hi' };
    expect(checkPayload(contactFormSchema, payload, contactPaths)).toEqual({
      ok: false,
      messages: { form: 'form.error.invalid' },
    });
  });

  it('shows an upside-down price range on the maximum price', () => {
    const payload = {
      ...meta,
      email: 'ann@example.org',
      criteria: { transaction: 'FOR_SALE', headTypes: [], cities: [], priceMin: 5, priceMax: 4 },
    };
    expect(
      checkPayload(subscriptionFormSchema, payload, { email: 'email', ...criteriaPaths }),
    ).toEqual({ ok: false, messages: { priceMax: 'form.error.price.range' } });
  });
});
