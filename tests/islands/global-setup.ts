import type { TestProject } from 'vitest/node';
import { estateToSummary } from '../../src/domain/listing-card.ts';
import { estateSchema, projectSchema } from '../../src/schemas/estate.ts';
import type { Locale } from '../../src/domain/locales.ts';
import type { ContactFormProps } from '../../src/features/forms/ContactForm.tsx';
import type { ReservationFormProps } from '../../src/features/forms/ReservationForm.tsx';
import type { SubscriptionEditProps } from '../../src/features/forms/SubscriptionEdit.tsx';
import { headTypeById, subTypeById } from '../../src/domain/reference-data/index.ts';
import { locales } from '../../src/domain/locales.ts';
import {
  propertyFormIslands,
  reservationIsland,
  subscriptionEditIsland,
} from '../../src/site/form-islands.ts';
import type { EstateSummary } from '../../src/schemas/estate-summary.ts';
import { generateDemoData } from '../../local-content-service/demo-data/generate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A demo listing's estates and projects, as the service answers a search. */
    demoSummaries: EstateSummary[];
    /** The contact form's props under a property's page, by language. */
    contactForms: Record<Locale, ContactFormProps>;
    /** The reservation request of a holiday unit sleeping four, with two periods far ahead. */
    reservationForm: ReservationFormProps;
    /** The edit page of a subscription, by language: houses, villas and bungalows to choose. */
    subscriptionEdits: Record<Locale, SubscriptionEditProps>;
  }
}

/**
 * What the island tests are handed, made in Node as the build makes it (the demo data draws
 * pictures with sharp; the islands' props are read with the build's loaders), once.
 */
export default async function setup(project: TestProject) {
  const subscriptionEdit = async (locale: Locale) => {
    const name = (labels: Partial<Record<Locale, string | null>> | undefined) =>
      labels?.[locale] ?? labels?.en ?? '';
    const spec = await subscriptionEditIsland(locale, {
      languages: locales.map((value) => ({ value, label: value.toUpperCase() })),
      headTypes: [{ id: 1, label: name(headTypeById(1)?.labels) }],
      subTypes: [102, 103].map((id) => ({
        id,
        headTypeId: 1,
        label: name(subTypeById(id)?.labels),
      })),
      towns: [],
      mostBedrooms: 6,
    });
    return spec.props as SubscriptionEditProps;
  };
  project.provide(
    'subscriptionEdits',
    Object.fromEntries(
      await Promise.all(locales.map(async (locale) => [locale, await subscriptionEdit(locale)])),
    ) as Record<Locale, SubscriptionEditProps>,
  );
  const contactForm = (locale: Locale) =>
    propertyFormIslands(locale, { id: 7, title: 'Loft', reference: 'R-7' }).find(
      (form) => form.island === 'contact-form',
    )!.props as ContactFormProps;
  project.provide('contactForms', {
    nl: contactForm('nl'),
    fr: contactForm('fr'),
    en: contactForm('en'),
    de: contactForm('de'),
  });
  const unit = {
    unit: { id: 800_001, general: { maxOccupation: 4 } },
    periods: [
      { id: 1, type: 'WEEK', from: '2099-07-04', to: '2099-07-11', price: 900, available: true },
      { id: 2, type: 'WEEKEND', from: '2099-07-11', to: '2099-07-13', price: 300, available: true },
    ],
  } as unknown as Parameters<typeof reservationIsland>[1];
  project.provide(
    'reservationForm',
    reservationIsland('en', unit, 'reservation-heading').props as ReservationFormProps,
  );
  const data = generateDemoData({ estates: 120, seed: 3 });
  const byId = new Map(data.estates.map((estate) => [estate.id, estate]));
  project.provide(
    'demoSummaries',
    data.estates
      .filter((raw) => raw.general.parentId == null)
      .map((raw) =>
        raw.general.project
          ? estateToSummary(
              projectSchema.parse({
                ...raw,
                children: raw.children.map((child) => byId.get(child.general.id)),
              }),
            )
          : estateToSummary(estateSchema.parse(raw)),
      ),
  );
}
