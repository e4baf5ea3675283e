import type { ServiceEstate } from './service-data.ts';

/**
 * What would give away the address of an estate whose address is not visible (spec 2: "nothing
 * is shown"): its street name, its street and number, its exact position. A value another,
 * visible estate shares (units of one project, a common street) is left out: seeing it says
 * nothing about the hidden one.
 */
export function hiddenAddressNeedles(estates: ServiceEstate[]): Map<string, number[]> {
  const visible = estates.filter((estate) => estate.address && estate.address.visible !== false);
  const visibleText = visible.flatMap((estate) => addressValues(estate, true)).join('\n');
  const needles = new Map<string, number[]>();
  for (const estate of estates) {
    if (!estate.address || estate.address.visible !== false) continue;
    for (const value of addressValues(estate, false)) {
      if (value.length < 5 || visibleText.includes(value)) continue;
      for (const form of new Set([value, escapeHtml(value)])) {
        const ids = needles.get(form) ?? [];
        if (!ids.includes(estate.id)) needles.set(form, [...ids, estate.id]);
      }
    }
  }
  return needles;
}

function addressValues(estate: ServiceEstate, withRounded: boolean): string[] {
  const address = estate.address!;
  const streets = Object.values(address.street ?? {}).filter((name): name is string =>
    Boolean(name?.trim()),
  );
  const values = [...streets];
  if (address.street_address) values.push(address.street_address);
  if (address.number) for (const street of streets) values.push(`${street} ${address.number}`);
  const geo = address.geoLocation;
  if (geo) {
    values.push(String(geo.lat), String(geo.lon), geo.lat.toFixed(4), geo.lon.toFixed(4));
    if (withRounded) values.push(geo.lat.toFixed(3), geo.lon.toFixed(3));
  }
  return values;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
