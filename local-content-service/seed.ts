import { parseArgs } from 'node:util';
import { serviceConfig } from './config.ts';
import { demoNowFor, generateDemoData } from './demo-data/generate.ts';
import { writeDemoData } from './seed-store.ts';
import { Store } from './store.ts';

/** `npm run seed -- --estates N [--seed S] [--site ID]`: (re)generates a site's demo data. */
const { values } = parseArgs({
  options: {
    estates: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    site: { type: 'string' },
  },
});
const config = serviceConfig();
const estates = Number(values.estates);
const seed = Number(values.seed);
if (!Number.isInteger(estates) || estates < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run seed -- --estates N [--seed S] [--site ID]  (N ≥ 1, S an integer)');
  process.exit(2);
}
const started = performance.now();
const data = generateDemoData({
  estates,
  seed,
  siteId: values.site ?? config.defaultSiteId,
  now: demoNowFor(process.env),
});
const generated = performance.now();
const store = new Store(config.databasePath);
writeDemoData(store, data);
store.close();
const done = performance.now();
console.log(
  `seeded site '${data.site.id}' with ${estates} estates (seed ${seed}) into ${config.databasePath}: ` +
    `generate ${Math.round(generated - started)} ms, write ${Math.round(done - generated)} ms`,
);
