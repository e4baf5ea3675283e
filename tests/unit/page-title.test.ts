import { describe, expect, it } from 'vitest';
import { composePageTitle } from '../../src/domain/page-title.ts';

describe('composePageTitle', () => {
  it('joins the parts with a dash, site name last', () => {
    expect(composePageTitle(['Villa te koop in Gent', 'VK001', 'Immo Horizon'])).toBe(
      'Villa te koop in Gent — VK001 — Immo Horizon',
    );
  });

  it('leaves out blank parts and repeated parts', () => {
    expect(composePageTitle(['Loft in Gent', ' ', null, 'loft in gent', undefined, 'Agency'])).toBe(
      'Loft in Gent — Agency',
    );
  });
});
