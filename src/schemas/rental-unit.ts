import { z } from './zod-browser.ts';
import { localizedStringSchema } from './localized.ts';
import { mediaUrlSchema, withSafeUrls } from './safe-url.ts';

/** A holiday (short-term) rental unit (spec 3). */
export const rentalUnitSchema = z.object({
  id: z.number().int(),
  rentalName: z.string(),
  photos: z
    .array(
      z.object({ original: mediaUrlSchema, medium: mediaUrlSchema, thumbnail: mediaUrlSchema }),
    )
    .default([])
    .transform(withSafeUrls('original', 'medium', 'thumbnail')),
  general: z.object({
    description: localizedStringSchema.nullish(),
    descriptionShort: localizedStringSchema.nullish(),
    location: z.string().nullish(),
    city: z.string(),
    zip: z.string().nullish(),
    lat: z.number().nullish(),
    lon: z.number().nullish(),
    maxOccupation: z.number().int().positive(),
    /** Unit kind: APARTMENT, HOUSE, STUDIO, ... */
    subKind: z.string(),
    rooms: z.object({ bedrooms: z.number().int(), bathrooms: z.number().int() }),
    garage: z.boolean().nullish(),
    floor: z.number().int().nullish(),
    buildingName: z.string().nullish(),
  }),
  priceFrom: z.number().nullish(),
});
export type RentalUnit = z.infer<typeof rentalUnitSchema>;

export const rentalSearchResponseSchema = z.object({
  total: z.object({ value: z.number().int().nonnegative() }),
  results: z.array(rentalUnitSchema),
});

/** Query of `POST rental-units` and `POST rental-units/filters`. */
export const rentalQuerySchema = z.object({
  query: z
    .object({
      city: z.array(z.string()).optional(),
      location: z.array(z.string()).optional(),
      subKind: z.array(z.string()).optional(),
      minOccupation: z.number().int().positive().optional(),
      /** Only units with an available period of one of these types (WEEK, WEEKEND, ...). */
      periodType: z.array(z.string()).optional(),
      from: z.iso.date().optional(),
      to: z.iso.date().optional(),
    })
    .default({}),
  pagination: z
    .object({ from: z.number().int().min(0), size: z.number().int().min(1).max(500) })
    .optional(),
});
export type RentalQuery = z.input<typeof rentalQuerySchema>;

export const rentalFilterOptionsSchema = z.object({
  locations: z.array(z.string()).default([]),
  maxOccupations: z.array(z.number().int()).default([]),
  subKinds: z.array(z.string()).default([]),
  cities: z.array(z.string()).default([]),
  periodTypes: z.array(z.string()).default([]),
  periodStartDates: z.array(z.string()).default([]),
  periodDates: z
    .array(z.object({ from: z.string(), to: z.string(), type: z.string().optional() }))
    .default([]),
});
export type RentalFilterOptions = z.infer<typeof rentalFilterOptionsSchema>;

/** A bookable period of a rental unit, with its price (the spec leaves the fields open). */
export const rentalPeriodSchema = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  /** WEEK, WEEKEND, MIDWEEK or CUSTOM. */
  type: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  price: z.number().nonnegative(),
  available: z.boolean(),
});
export const rentalPeriodsSchema = z.array(rentalPeriodSchema);
export type RentalPeriod = z.infer<typeof rentalPeriodSchema>;

/** Body of `POST rental-units/reservation` (a request; the agency confirms). */
export const rentalReservationRequestSchema = z.object({
  unitId: z.number().int(),
  periodId: z.number().int(),
  guests: z.number().int().min(1).max(50),
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  phone: z.string().trim().max(50).optional(),
  message: z.string().max(2000).optional(),
  locale: z.enum(['nl', 'fr', 'en', 'de']),
});
export type RentalReservationRequest = z.infer<typeof rentalReservationRequestSchema>;

export const rentalReservationSchema = z.object({
  id: z.string(),
  status: z.enum(['REQUESTED', 'CONFIRMED', 'DECLINED']),
  request: rentalReservationRequestSchema,
  createdAt: z.string(),
});
export type RentalReservation = z.infer<typeof rentalReservationSchema>;
