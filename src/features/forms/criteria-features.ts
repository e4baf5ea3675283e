/*
 * The "with …" choices of a subscription (the listing's `garden=1`, `terrace=1`, `garage=1`),
 * as the criteria and the form's checkboxes name them: apart, so the form, its payload and the
 * reader of a stored subscription share the list without loading one another.
 */
export const criteriaFeatures = ['garden', 'terrace', 'garage'] as const;
export type CriteriaFeature = (typeof criteriaFeatures)[number];
