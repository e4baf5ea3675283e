import { z } from '../../schemas/zod-browser.ts';
import { locales } from '../../domain/locales.ts';
import { subscriptionCriteriaSchema, type SubscriptionCriteria } from '../../forms/schemas.ts';
import type { CriteriaValues } from './payloads.ts';

/*
 * A subscription as its {token} page receives it from the site server (route
 * `GET notifications/{token}`: the handler's `subscription` view), and its criteria as the
 * edit form's controls hold them.
 */

export const subscriptionViewSchema = z.object({
  email: z.string(),
  locale: z.enum(locales),
  criteria: subscriptionCriteriaSchema,
  status: z.enum(['pending', 'confirmed']),
});
export type SubscriptionView = z.output<typeof subscriptionViewSchema>;

/** The subscription of an answer body (`{ subscription }`), or null when it does not read. */
export function readSubscription(body: unknown): SubscriptionView | null {
  const parsed = z.object({ subscription: subscriptionViewSchema }).safeParse(body);
  return parsed.success ? parsed.data.subscription : null;
}

/**
 * Stored criteria as the form's texts; an absent bound is an empty field.
 * @example criteriaValues({ transaction: 'TO_RENT', headTypes: [2], cities: [], priceMax: 900 }).priceMax // '900'
 */
export function criteriaValues(criteria: SubscriptionCriteria): CriteriaValues {
  const text = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    transaction: criteria.transaction,
    headTypes: criteria.headTypes.map(String),
    cities: criteria.cities.map(String),
    priceMin: text(criteria.priceMin),
    priceMax: text(criteria.priceMax),
    bedrooms: text(criteria.bedrooms),
  };
}
