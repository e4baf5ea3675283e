/**
 * Starts loading the listing map's code when a page opens on the map view: the component and
 * the MapLibre side side by side (the component would otherwise ask for MapLibre only once it
 * has loaded itself), and MapLibre's worker warmed. Only a page that shows a map calls this
 * (DESIGN: the map library loads only when a map is shown). Failures are left to the map, which
 * shows them with a retry when it mounts.
 */
export function preloadListingMap(): void {
  void import('./ListingMap.tsx').catch(() => {});
  void import('./listing-map-view.ts')
    .then(({ prewarmListingMap }) => prewarmListingMap())
    .catch(() => {});
}
