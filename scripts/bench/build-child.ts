import { build } from 'astro';

/** Runs one site build (into BUILD_OUT_DIR) and reports its peak memory (the parent times it). */
await build({ logLevel: 'error' });
const { maxRSS } = process.resourceUsage();
console.log(JSON.stringify({ peakRssMiB: maxRSS / 1024 }));
