import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/** A page of a generated document: a heading, label/value rows and paragraphs, in that order. */
export interface PdfPage {
  heading: string;
  rows?: [label: string, value: string][];
  paragraphs?: string[];
}

export interface PdfContent {
  title: string;
  author: string;
  pages: PdfPage[];
}

// Helvetica has no Cyrillic: every text is set in DejaVu Sans (a free TTF with Cyrillic), read once.
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function dejaVu() {
  if (!fonts) {
    const root = path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json'));
    fonts = {
      regular: readFileSync(path.join(root, 'ttf', 'DejaVuSans.ttf')),
      bold: readFileSync(path.join(root, 'ttf', 'DejaVuSans-Bold.ttf')),
    };
  }
  return fonts;
}

function drawPage(doc: PDFKit.PDFDocument, page: PdfPage): void {
  doc.font('bold').fontSize(16).text(page.heading, { align: 'center' }).moveDown(1.2);
  for (const [label, value] of page.rows ?? []) {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor('#555555').text(label, 50, y, { width: 170 });
    const labelBottom = doc.y;
    doc.fillColor('#000000').fontSize(11).text(value, 230, y, { width: 315 });
    doc.y = Math.max(doc.y, labelBottom) + 6;
  }
  if (page.rows?.length) doc.moveDown(0.8);
  for (const paragraph of page.paragraphs ?? []) {
    doc.font('regular').fontSize(11).fillColor('#000000').text(paragraph, 50, doc.y, { width: 495, align: 'justify' });
    doc.moveDown(0.6);
  }
}

/** An A4 PDF of the given pages (pdfkit embeds only the glyphs used, so a page is a few dozen KB). */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  const { regular, bold } = dejaVu();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    autoFirstPage: false,
    info: { Title: content.title, Author: content.author },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const page of content.pages) {
    doc.addPage();
    drawPage(doc, page);
  }
  doc.end();
  return done;
}
