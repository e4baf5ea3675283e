import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pictureScenes, renderPicture } from './demo-data/pictures.ts';

export type PictureSize = 'thumbnail' | 'medium' | 'original';

/**
 * Pictures of the demo data, drawn on first request and kept under `DATA_DIR/media`, so
 * seeding stays fast and no picture needs the internet.
 */
export class MediaLibrary {
  readonly #dir: string;
  readonly #pending = new Map<string, Promise<Buffer>>();
  readonly #known = new Set<string>(pictureScenes);

  constructor(dataDir: string) {
    this.#dir = join(dataDir, 'media');
  }

  /** The WebP of a known scene at a size, or undefined for an unknown scene. */
  async picture(scene: string, size: PictureSize): Promise<Buffer | undefined> {
    if (!this.#known.has(scene)) return undefined;
    const file = join(this.#dir, `${scene}.${size}.webp`);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return cached;
    const key = `${scene}.${size}`;
    let rendering = this.#pending.get(key);
    if (!rendering) {
      rendering = (async () => {
        const picture = await renderPicture(scene, size);
        await mkdir(this.#dir, { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, picture);
        await rename(temporary, file);
        return picture;
      })().finally(() => this.#pending.delete(key));
      this.#pending.set(key, rendering);
    }
    return rendering;
  }

  /** Site assets (logo, favicon) served by `assets/{name}`. */
  async asset(name: string): Promise<{ body: Buffer; type: string } | undefined> {
    if (name === 'logo.svg') return { body: Buffer.from(logoSvg), type: 'image/svg+xml' };
    if (name === 'favicon.svg') return { body: Buffer.from(faviconSvg), type: 'image/svg+xml' };
    return undefined;
  }
}

const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#1d4e89"/><path d="M12 34 32 16l20 18v16H38V38H26v12H12z" fill="#fff"/></svg>`;

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 48"><rect width="48" height="48" rx="10" fill="#1d4e89"/><path d="M9 26 24 12l15 14v12H29v-9h-10v9H9z" fill="#fff"/><text x="60" y="32" font-family="Georgia, serif" font-size="22" fill="#1d4e89">Immo Demo</text></svg>`;
