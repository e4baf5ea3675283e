import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  lastPriceDrop,
  nextDropExpiry,
  priceDropWindowDays,
  priceHistoryRows,
  recentPriceDrops,
  recordPrices,
  showsPriceLowered,
  type PriceHistory,
} from '../../src/domain/price-history.ts';
import {
  labelsExpiredSince,
  latestHistory,
  priceHistoryPath,
  readPriceHistory,
  writePriceHistory,
} from '../../src/site/price-history-store.ts';
import { priceLabelMark, sameData, type BuildState } from '../../src/site/build-state.ts';

const day = 86_400_000;
const monday = '2026-11-02T06:00:00.000Z';
const tuesday = '2026-11-03T06:00:00.000Z';
const wednesday = '2026-11-04T06:00:00.000Z';
const daysAfter = (at: string, days: number) => new Date(Date.parse(at) + days * day);

describe('recordPrices', () => {
  it('starts a listing seen for the first time with its price', () => {
    expect(recordPrices({}, new Map([['7', 300000]]), monday)).toEqual({
      '7': [{ at: monday, price: 300000 }],
    });
  });

  it('records nothing for a publish that keeps the price', () => {
    const first = recordPrices({}, new Map([['7', 300000]]), monday);
    const second = recordPrices(first, new Map([['7', 300000]]), tuesday);
    expect(second).toEqual(first);
    expect(second['7']).toHaveLength(1);
  });

  it('records each change with the date of its publish, a hidden price as null', () => {
    let history: PriceHistory = {};
    history = recordPrices(history, new Map([['7', 300000]]), monday);
    history = recordPrices(history, new Map([['7', 280000]]), tuesday);
    history = recordPrices(history, new Map([['7', null]]), wednesday);
    expect(history['7']).toEqual([
      { at: monday, price: 300000 },
      { at: tuesday, price: 280000 },
      { at: wednesday, price: null },
    ]);
  });

  it('leaves out listings that are no longer published', () => {
    const history = recordPrices(
      {},
      new Map([
        ['7', 1],
        ['8', 2],
      ]),
      monday,
    );
    expect(Object.keys(recordPrices(history, new Map([['8', 2]]), tuesday))).toEqual(['8']);
  });
});

describe('the price lowered rule', () => {
  const lowered = [
    { at: monday, price: 300000 },
    { at: tuesday, price: 280000 },
  ];

  it('takes a last change from a shown price to a lower one as a drop', () => {
    expect(lastPriceDrop(lowered)).toEqual({ at: tuesday, price: 280000 });
  });

  it('takes no rise, no first price and no price that appears as a drop', () => {
    expect(lastPriceDrop([{ at: monday, price: 300000 }])).toBeNull();
    expect(lastPriceDrop([...lowered, { at: wednesday, price: 290000 }])).toBeNull();
    expect(
      lastPriceDrop([
        { at: monday, price: null },
        { at: tuesday, price: 1 },
      ]),
    ).toBeNull();
    expect(
      lastPriceDrop([
        { at: monday, price: 2 },
        { at: tuesday, price: null },
      ]),
    ).toBeNull();
  });

  it(`labels a card within ${priceDropWindowDays} days of the drop, not after`, () => {
    const drop = lastPriceDrop(lowered);
    expect(showsPriceLowered(drop, 280000, daysAfter(tuesday, 0))).toBe(true);
    expect(showsPriceLowered(drop, 280000, daysAfter(tuesday, priceDropWindowDays - 0.01))).toBe(
      true,
    );
    expect(showsPriceLowered(drop, 280000, daysAfter(tuesday, priceDropWindowDays))).toBe(false);
  });

  it('does not label a card whose price changed since the drop was published', () => {
    expect(showsPriceLowered(lastPriceDrop(lowered), 270000, daysAfter(tuesday, 1))).toBe(false);
    expect(showsPriceLowered(lastPriceDrop(lowered), null, daysAfter(tuesday, 1))).toBe(false);
  });

  it('publishes only the recent drops, and says when the first label expires', () => {
    const history: PriceHistory = {
      '7': lowered,
      '8': [
        { at: '2026-09-01T06:00:00.000Z', price: 500 },
        { at: '2026-09-02T06:00:00.000Z', price: 400 },
      ],
      '9': [{ at: monday, price: 100 }],
    };
    const now = daysAfter(tuesday, 2);
    expect(recentPriceDrops(history, now)).toEqual({ '7': { at: tuesday, price: 280000 } });
    expect(nextDropExpiry(history, now)).toEqual(daysAfter(tuesday, priceDropWindowDays));
    expect(nextDropExpiry({ '9': history['9']! }, now)).toBeNull();
  });
});

describe('priceHistoryRows', () => {
  it('lists the changes newest first, each with how it changed the price', () => {
    const rows = priceHistoryRows([
      { at: '1', price: 300000 },
      { at: '2', price: 280000 },
      { at: '3', price: null },
      { at: '4', price: 285000 },
      { at: '5', price: 290000 },
    ]);
    expect(rows.map((row) => [row.at, row.step])).toEqual([
      ['5', { kind: 'raised', amount: 5000 }],
      ['4', { kind: 'shown' }],
      ['3', { kind: 'onRequest' }],
      ['2', { kind: 'lowered', amount: 20000 }],
      ['1', { kind: 'first' }],
    ]);
  });

  it('has no rows for a price that never changed', () => {
    expect(priceHistoryRows([{ at: '1', price: 1 }])).toEqual([]);
    expect(priceHistoryRows(undefined)).toEqual([]);
  });
});

describe('the history store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'price-history-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('lives in DATA_DIR unless PRICE_HISTORY_FILE says otherwise', () => {
    expect(priceHistoryPath({ DATA_DIR: '/srv/site' })).toBe('/srv/site/price-history.json');
    expect(priceHistoryPath({})).toBe('data/price-history.json');
    expect(priceHistoryPath({ DATA_DIR: '/x', PRICE_HISTORY_FILE: '/y/h.json' })).toBe('/y/h.json');
  });

  it('reads back what it wrote, in a directory it makes', async () => {
    const path = join(dir, 'nested', 'price-history.json');
    const stored = { builtAt: monday, history: { '7': [{ at: monday, price: 300000 }] } };
    await writePriceHistory(path, stored);
    expect(await readPriceHistory(path)).toEqual(stored);
  });

  it('starts again from nothing when the file is missing or not a history', async () => {
    expect(await readPriceHistory(join(dir, 'none.json'))).toBeNull();
    await writeFile(join(dir, 'bad.json'), '{"builtAt": 1');
    expect(await readPriceHistory(join(dir, 'bad.json'))).toBeNull();
    await writeFile(join(dir, 'other.json'), JSON.stringify({ builtAt: monday, history: [] }));
    expect(await readPriceHistory(join(dir, 'other.json'))).toBeNull();
    expect(await readFile(join(dir, 'bad.json'), 'utf8')).toBe('{"builtAt": 1');
  });

  it('takes the copy of the latest publish of several', () => {
    const older = { builtAt: monday, history: {} };
    const newer = { builtAt: tuesday, history: { '1': [{ at: tuesday, price: 1 }] } };
    expect(latestHistory([newer, null, older])).toBe(newer);
    expect(latestHistory([null])).toBeNull();
  });
});

describe('a label that expires with time', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'price-labels-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('asks for a build once a label the published build shows has expired', async () => {
    const file = join(dir, 'build.prices.json');
    await writePriceHistory(file, {
      builtAt: daysAfter(tuesday, 1).toISOString(),
      history: {
        '7': [
          { at: monday, price: 300000 },
          { at: tuesday, price: 280000 },
        ],
      },
    });
    expect(await labelsExpiredSince(file, daysAfter(tuesday, 10))).toBe(false);
    expect(await labelsExpiredSince(file, daysAfter(tuesday, priceDropWindowDays))).toBe(true);
    expect(await labelsExpiredSince(join(dir, 'none.json'), new Date())).toBe(false);
  });

  it('counts records the same whether or not their label marks them', () => {
    const previous: BuildState = {
      version: 1,
      codeDigest: 'code',
      frameDigest: 'frame',
      records: {
        'estate:7': { digest: `abc${priceLabelMark}`, paths: [] },
        'estate:8': { digest: 'def', paths: [] },
      },
    };
    const loaded = (seven: string) => ({
      frameDigest: 'frame',
      records: new Map([
        ['estate:7', seven],
        ['estate:8', 'def'],
      ] as const),
    });
    expect(sameData(previous, 'code', loaded('abc'))).toBe(true);
    expect(sameData(previous, 'code', loaded('abd'))).toBe(false);
  });
});
