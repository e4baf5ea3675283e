/**
 * User Timing marks of the listing map (performance.getEntriesByName): when it starts (its
 * code asked for, the map made) and each time it has drawn a set of markers, with their count
 * and how they reached MapLibre (`via`: 'tiles' or 'collection', marker-drawing.ts) as the
 * mark's detail. Field monitoring and `npm run bench` read them.
 */
export const mapTimingMarks = { start: 'listing-map:start', drawn: 'listing-map:drawn' } as const;
