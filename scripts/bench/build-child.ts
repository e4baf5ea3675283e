import { build } from 'astro';

/** Runs one site build and reports its peak memory (the parent times it). */
const outDir = process.argv[2] ?? 'dist';
await build({ logLevel: 'error', outDir });
const { maxRSS } = process.resourceUsage();
console.log(JSON.stringify({ peakRssMiB: maxRSS / 1024 }));
