// spec 3 "Reference data" and spec 5 translation rules: one import for the reference lists.
export type { EnumEntry, EnumLabels } from './enum-entry.ts';
export * from './enumerations.ts';
export * from './energy-labels.ts';
export * from './recent-destinations.ts';
export * from './head-types.ts';
export * from './sub-types.ts';
export * from './countries.ts';
export * from './field-labels.ts';
export * from './enumeration-registry.ts';
export * from './translate.ts';
