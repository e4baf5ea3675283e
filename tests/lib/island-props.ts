type Serialized = [number, unknown];

/**
 * The props of an island as the browser revives them, from its `props` attribute (Astro writes
 * each value as `[0, value]`, each array as `[1, [items]]`).
 * @example islandProps('{"kind":[0,"buy"]}') // { kind: 'buy' }
 */
export function islandProps(attribute: string | null | undefined): Record<string, unknown> {
  const revive = ([type, raw]: Serialized): unknown =>
    type === 1
      ? (raw as Serialized[]).map(revive)
      : typeof raw === 'object' && raw !== null
        ? Object.fromEntries(
            Object.entries(raw).map(([key, value]) => [key, revive(value as Serialized)]),
          )
        : raw;
  return revive([0, JSON.parse(attribute ?? '{}')]) as Record<string, unknown>;
}
