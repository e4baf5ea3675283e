import { describe, expect, it } from 'vitest';
import { detailTabs, isDetailTabShown, isTabHidden } from '../../src/domain/detail-tabs.ts';

describe('isDetailTabShown', () => {
  it('shows every tab but buildTechnicals when nothing is hidden', () => {
    expect(detailTabs.filter((tab) => isDetailTabShown(tab, []))).toEqual(
      detailTabs.filter((tab) => tab !== 'buildTechnicals'),
    );
  });

  it('hides a listed tab, ignoring case and space', () => {
    expect(isDetailTabShown('financial', ['financial'])).toBe(false);
    expect(isDetailTabShown('financialKI', [' financialki '])).toBe(false);
    expect(isDetailTabShown('financialKI', ['financial'])).toBe(true);
  });

  it('shows build technicals on their own only while comfort is hidden', () => {
    expect(isDetailTabShown('buildTechnicals', ['comfort'])).toBe(true);
    expect(isDetailTabShown('buildTechnicals', ['comfort', 'buildTechnicals'])).toBe(false);
  });
});

describe('isTabHidden', () => {
  it('reads the list without the tab-specific rules', () => {
    expect(isTabHidden('buildTechnicals', [])).toBe(false);
    expect(isTabHidden('notary_cost', ['NOTARY_COST'])).toBe(true);
  });
});
