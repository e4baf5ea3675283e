import type { MapControlStrings } from './strings.ts';

/**
 * MapLibre's UI texts (its `locale` option) from ours, so the canvas, the controls, the popup
 * and the gesture hints speak the visitor's language. Kept apart from strings.ts, which reads
 * every dictionary and must stay out of the browser.
 */
export function mapLibreLocale(strings: MapControlStrings): Record<string, string> {
  return {
    'Map.Title': strings.label,
    'NavigationControl.ZoomIn': strings.zoomIn,
    'NavigationControl.ZoomOut': strings.zoomOut,
    'AttributionControl.ToggleAttribution': strings.attribution,
    'Popup.Close': strings.popupClose,
    'CooperativeGesturesHandler.WindowsHelpText': strings.gesturesCtrl,
    'CooperativeGesturesHandler.MacHelpText': strings.gesturesMac,
    'CooperativeGesturesHandler.MobileHelpText': strings.gesturesTouch,
  };
}
