import { describe, it, expect } from 'vitest';
import {
  isPlanningFieldShown,
  isWallonia,
  walloniaHiddenPlanningFields,
  walloniaRegion,
} from '../../src/domain/wallonia.ts';

describe('isWallonia (spec 9: region code WALLONIA)', () => {
  it('recognises the region code', () => {
    expect(walloniaRegion).toBe('WALLONIA');
    expect(isWallonia('WALLONIA')).toBe(true);
  });

  it('ignores case and surrounding space', () => {
    expect(isWallonia(' wallonia ')).toBe(true);
  });

  it('does not take other regions or a missing region for Wallonia', () => {
    expect(isWallonia('FLANDERS')).toBe(false);
    expect(isWallonia('BRUSSELS')).toBe(false);
    expect(isWallonia(null)).toBe(false);
    expect(isWallonia(undefined)).toBe(false);
  });
});

describe('isPlanningFieldShown in Wallonia (spec 5)', () => {
  it('hides a planning field without a value', () => {
    for (const value of [null, undefined, '', '  ']) {
      expect(isPlanningFieldShown('planning.buildingLicense', value, 'WALLONIA')).toBe(false);
    }
  });

  it('hides a planning violation without a value too', () => {
    expect(isPlanningFieldShown('planning.townPlanningViolation', null, 'WALLONIA')).toBe(false);
  });

  it('shows a planning field with a value', () => {
    expect(isPlanningFieldShown('planning.buildingLicense', 'YES', 'WALLONIA')).toBe(true);
  });

  it.each(walloniaHiddenPlanningFields)('always hides %s, even with a value', (field) => {
    expect(isPlanningFieldShown(field, 'D', 'WALLONIA')).toBe(false);
  });

  it.each([
    ['as-built certificate', 'planning.certificateAsBuilt'],
    ['building flood score', 'planning.floodingBuildingScore'],
    ['parcel flood score', 'planning.floodingParcelScore'],
    ['heritage inventory', 'planning.heritageInventoried'],
  ])('hides the %s entirely', (_name, field) => {
    expect(isPlanningFieldShown(field, 'YES', 'WALLONIA')).toBe(false);
  });

  it('accepts field names without the planning prefix', () => {
    expect(isPlanningFieldShown('floodingParcelScore', 'A', 'WALLONIA')).toBe(false);
    expect(isPlanningFieldShown('presaleRight', 'NO', 'WALLONIA')).toBe(true);
  });
});

describe('isPlanningFieldShown outside Wallonia', () => {
  it('shows a planning field without a value, as not entered', () => {
    expect(isPlanningFieldShown('planning.buildingLicense', null, 'FLANDERS')).toBe(true);
  });

  it('shows the fields that Wallonia hides', () => {
    for (const field of walloniaHiddenPlanningFields) {
      expect(isPlanningFieldShown(field, 'A', 'BRUSSELS')).toBe(true);
    }
  });

  it('treats a missing region as not Wallonia', () => {
    expect(isPlanningFieldShown('planning.heritageInventoried', null, null)).toBe(true);
  });
});
