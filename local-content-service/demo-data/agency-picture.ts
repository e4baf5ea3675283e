import sharp from 'sharp';

/** Where the demo agency's link-preview picture is served (relative to the service). */
export const agencyPicturePath = '/media/agency/share.png';

/** The size link previews ask for (Open Graph's large card: 1.91:1). */
export const agencyPictureSize = { width: 1200, height: 630 } as const;

/**
 * The demo agency's picture for link previews of pages without a photo of their own: its house
 * mark over a row of town houses, in the site's colours. No text, so no font is needed.
 */
export async function renderAgencyPicture(): Promise<Buffer> {
  const { width, height } = agencyPictureSize;
  const houses = Array.from({ length: 8 }, (_, index) => {
    const x = 40 + index * 142;
    const top = 420 - (index % 3) * 28;
    return `<path d="M${x} 630V${top + 40}l60-40 60 40V630z" fill="#ffffff" fill-opacity="${0.1 + (index % 2) * 0.06}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#1d4e89"/>${houses}<rect x="480" y="135" width="240" height="240" rx="52" fill="#ffffff"/><path d="M532 267 600 205l68 62v64h-46v-44h-44v44h-46z" fill="#1d4e89"/></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
