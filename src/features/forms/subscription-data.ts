import { z } from '../../schemas/zod-browser.ts';
import { locales } from '../../domain/locales.ts';
import { subscriptionCriteriaSchema } from '../../forms/schemas.ts';

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
