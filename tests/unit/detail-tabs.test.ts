import { describe, expect, it } from 'vitest';
import { detailTabs, isDetailTabShown, isTabHidden } from '../../src/domain/detail-tabs.ts';

describe('isDetailTabShown', () => {
  it('shows every tab of spec 2, buildTechnicals among them, when nothing is hidden', () => {
    expect(detailTabs.filter((tab) => isDetailTabShown(tab, []))).toEqual([...detailTabs]);
    expect(detailTabs).toContain('buildTechnicals');
  });

  it('hides a listed tab, ignoring case and space', () => {
    expect(isDetailTabShown('financial', ['financial'])).toBe(false);
    expect(isDetailTabShown('financialKI', [' financialki '])).toBe(false);
    expect(isDetailTabShown('financialKI', ['financial'])).toBe(true);
  });

  it('hides buildTechnicals and comfort each by its own name only', () => {
    expect(isDetailTabShown('buildTechnicals', ['comfort'])).toBe(true);
    expect(isDetailTabShown('comfort', ['buildTechnicals'])).toBe(true);
    expect(isDetailTabShown('buildTechnicals', ['BuildTechnicals'])).toBe(false);
    expect(isDetailTabShown('comfort', ['comfort', 'buildTechnicals'])).toBe(false);
  });
});

describe('isTabHidden', () => {
  it('reads the list without the tab-specific rules', () => {
    expect(isTabHidden('buildTechnicals', [])).toBe(false);
    expect(isTabHidden('notary_cost', ['NOTARY_COST'])).toBe(true);
  });
});
