import type { Locale } from '../../src/domain/locales.ts';

/** Documents attached to estates (spec 3 "files {type.name, link, comment}"). */
export const documentKinds = {
  epc: {
    nl: 'EPC-certificaat',
    fr: 'Certificat PEB',
    en: 'Energy performance certificate',
    de: 'Energieausweis',
  },
  floorplan: { nl: 'Grondplan', fr: 'Plan', en: 'Floor plan', de: 'Grundriss' },
  electrical: {
    nl: 'Keuringsverslag elektriciteit',
    fr: 'Rapport de contrôle électrique',
    en: 'Electrical inspection report',
    de: 'Elektroprüfbericht',
  },
  soil: {
    nl: 'Bodemattest',
    fr: 'Attestation du sol',
    en: 'Soil certificate',
    de: 'Bodenbescheinigung',
  },
  asbestos: { nl: 'Asbestattest', fr: 'Attestation amiante', en: 'Asbestos certificate', de: null },
  brochure: { nl: 'Brochure', fr: 'Brochure', en: 'Brochure', de: 'Broschüre' },
} as const satisfies Record<string, Record<Locale, string | null>>;

export type DocumentKind = keyof typeof documentKinds;

/** The kinds drawn as a picture rather than written as a PDF: the site shows them in its photo viewer. */
export const pictureDocumentKinds: ReadonlySet<DocumentKind> = new Set(['floorplan']);

/** Path of an estate's document, relative to the content service. */
export function documentUrl(kind: DocumentKind, estateId: number): string {
  const extension = pictureDocumentKinds.has(kind) ? 'webp' : 'pdf';
  return `/media/documents/${kind}-${estateId}.${extension}`;
}

/**
 * Reads a document file name back into its kind and estate id; anything else gives null.
 *
 * @example parseDocumentName('epc-1024.pdf') // { kind: 'epc', estateId: 1024 }
 */
export function parseDocumentName(name: string): { kind: DocumentKind; estateId: number } | null {
  const match = /^([a-z]+)-(\d{1,9})(?:\.(pdf|webp))?$/.exec(name);
  const kind = match?.[1];
  if (kind === undefined || !Object.hasOwn(documentKinds, kind)) return null;
  const extension = match?.[3];
  if (extension && extension !== (pictureDocumentKinds.has(kind as DocumentKind) ? 'webp' : 'pdf'))
    return null;
  return { kind: kind as DocumentKind, estateId: Number(match?.[2]) };
}

// PDF string literals: backslash and parentheses are escaped; the built-in Helvetica with
// WinAnsiEncoding covers Latin-1, so anything beyond it becomes '?'.
function pdfText(text: string): string {
  return text.replace(/[^\u0020-\u00ff]/g, '?').replace(/[\\()]/g, (character) => `\\${character}`);
}

/**
 * A one-page A4 PDF standing in for an estate document, so the demo's file links open something
 * real. It says plainly that it is generated demo content.
 */
export function renderDocument(kind: DocumentKind, estateId: number): Buffer {
  const names = documentKinds[kind];
  const lines: [size: number, text: string][] = [
    [22, names.nl],
    [14, `${names.fr} / ${names.en}`],
    [12, `Pand / bien / property ${estateId}`],
    [
      10,
      'Demodocument, automatisch gegenereerd - document de démonstration - generated demo document.',
    ],
  ];
  let y = 770;
  const content = lines
    .map(([size, text]) => {
      const line = `BT /F1 ${size} Tf 56 ${y} Td (${pdfText(text)}) Tj ET`;
      y -= size * 2;
      return line;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
