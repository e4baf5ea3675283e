/**
 * Starts loading the listing map's component when a page opens on the map view, beside React
 * rather than once the island has hydrated and renders the map, so its preview shows early.
 * MapLibre itself loads when the visitor reaches for the map (ListingMap.tsx). Failures are
 * left to the map, which shows them with a retry when it mounts.
 */
export function preloadListingMap(): void {
  void import('./ListingMap.tsx').catch(() => {});
}
