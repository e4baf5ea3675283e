import type { EstateAddress } from '../../src/schemas/estate.ts';
import type { Text4 } from './estate-texts.ts';
import type { Municipality } from './municipalities.ts';
import type { Random } from './random.ts';
import { localStreetName, pickStreet } from './streets.ts';

/**
 * A street address in the municipality, with coordinates jittered around its centre (about
 * 2 km) and, for about 5%, the address hidden from visitors (spec 2).
 */
export function drawAddress(
  random: Random,
  municipality: Municipality,
  box: string | null,
): EstateAddress {
  const street = pickStreet(random, municipality);
  const number = `${random.int(1, 180)}${random.chance(0.05) ? random.pick(['A', 'B', 'bis']) : ''}`;
  const geo = random.chance(0.98)
    ? {
        lat: Math.round((municipality.lat + random.float(-0.018, 0.018)) * 1e6) / 1e6,
        lon: Math.round((municipality.lon + random.float(-0.028, 0.028)) * 1e6) / 1e6,
      }
    : null;
  return {
    visible: random.chance(0.95),
    street,
    street_address: `${localStreetName(street, municipality)} ${number}`,
    number,
    box,
    city: {
      id: municipality.id,
      zip: municipality.zip,
      name: municipality.name,
      alias: municipality.alias,
    },
    country: { id: 'BE' },
    region: municipality.region,
    geoLocation: geo,
  };
}

/** The city name a visitor reads, per language: the alias when there is one (spec 2). */
export function shownCity(municipality: Municipality): Text4 {
  return municipality.alias ?? municipality.name;
}
