import { describe, expect, it } from 'vitest';
import { unwritablePath } from '../../src/site/estate-links.ts';

const general = {
  subType: { name: { nl: 'Woning' } },
  transaction: { name: { nl: 'Te koop' } },
  address: { street_address: 'Kerkstraat 12', city: { zip: '9000', name: { nl: 'Gent' } } },
};

describe('unwritablePath', () => {
  it('passes an estate whose slug was cut to size, however long its street', () => {
    const street = 'Heel lange straatnaam '.repeat(20);
    const address = { ...general.address, street_address: street };
    const linkInput = { id: 12, general: { ...general, address } };
    expect(unwritablePath({ linkInput, unitIds: [] })).toBeUndefined();
  });

  it('names a path segment no file system takes, such as an id of 300 characters', () => {
    expect(unwritablePath({ linkInput: { id: 'x'.repeat(300), general }, unitIds: [] })).toMatch(
      /longer than 255 bytes/,
    );
  });

  it('leaves a link that cannot be built to the build (spec 8)', () => {
    expect(unwritablePath({ linkInput: { id: 12, general: {} }, unitIds: [] })).toBeUndefined();
  });
});
