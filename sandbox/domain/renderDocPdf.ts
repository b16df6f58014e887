// Lays out a document's lines on US Letter pages with pdf-lib: wrapped text, the disclosure's boxes, ruled tables,
// and a page footer. Same input, same bytes (dates come from the caller, never the clock).
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import type { DocBox, DocLine } from './docText';

/** Who and what the document is, for its metadata and footer. */
export interface DocMeta {
  title: string;
  author: string;
  /** Footer template with {page} and {pages}, already filled with anything else. */
  footer: string;
  /** The document's date (creation and modification date in the metadata). */
  date: Date;
}

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;
const FOOTER_SPACE = 24;
const WIDTH = PAGE[0] - 2 * MARGIN;
const INK = rgb(0, 0, 0);
const SHADE = rgb(0.92, 0.92, 0.92);

interface Fonts { regular: PDFFont; bold: PDFFont; charset: Set<number> }

// The standard fonts only encode WinAnsi: accents that are missing lose their mark, anything else becomes '?'.
function safe(text: string, fonts: Fonts): string {
  return [...text.replace(/\s+/g, ' ')].map((ch) => {
    if (fonts.charset.has(ch.codePointAt(0) ?? 0)) return ch;
    const bare = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return [...bare].every((c) => fonts.charset.has(c.codePointAt(0) ?? 0)) && bare ? bare : '?';
  }).join('');
}

// Greedy word wrap to a width; a word longer than the width is split.
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) { current = candidate; continue; }
    if (current) lines.push(current);
    current = word;
    while (font.widthOfTextAtSize(current, size) > width && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut -= 1;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

class Layout {
  page: PDFPage;
  y = 0;
  constructor(private readonly doc: PDFDocument, readonly fonts: Fonts) {
    this.page = this.newPage();
  }
  newPage(): PDFPage {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
    return this.page;
  }
  ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER_SPACE) this.newPage();
  }
  paragraph(text: string, font: PDFFont, size: number, leading: number, indent = 0, after = 4): void {
    for (const line of wrap(safe(text, this.fonts), font, size, WIDTH - indent)) {
      this.ensure(leading);
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y + (leading - size) / 2, size, font, color: INK });
    }
    this.y -= after;
  }
  boxes(boxes: DocBox[]): void {
    const gap = 6, pad = 6;
    const w = (WIDTH - gap * (boxes.length - 1)) / boxes.length;
    const laid = boxes.map((b) => ({
      label: wrap(safe(b.label, this.fonts), this.fonts.bold, 8.5, w - 2 * pad),
      explain: wrap(safe(b.explain, this.fonts), this.fonts.regular, 7.5, w - 2 * pad),
      value: safe(b.value, this.fonts),
    }));
    const height = Math.max(...laid.map((b) => pad + b.label.length * 10.5 + 2 + b.explain.length * 9.5 + 26 + pad));
    this.ensure(height + 6);
    const top = this.y - 4;
    laid.forEach((b, i) => {
      const x = MARGIN + i * (w + gap);
      this.page.drawRectangle({ x, y: top - height, width: w, height, borderColor: INK, borderWidth: 1 });
      let y = top - pad;
      for (const line of b.label) { y -= 10.5; this.page.drawText(line, { x: x + pad, y, size: 8.5, font: this.fonts.bold }); }
      y -= 2;
      for (const line of b.explain) { y -= 9.5; this.page.drawText(line, { x: x + pad, y, size: 7.5, font: this.fonts.regular }); }
      this.page.drawText(b.value, { x: x + pad, y: top - height + pad + 2, size: 14, font: this.fonts.bold });
    });
    this.y = top - height - 10;
  }
  table(columns: string[], rows: string[][]): void {
    const w = WIDTH / columns.length, pad = 4, leading = 11, size = 9;
    const drawRow = (cells: string[], font: PDFFont, shaded: boolean) => {
      const wrapped = cells.map((cell) => wrap(safe(cell, this.fonts), font, size, w - 2 * pad));
      const height = Math.max(...wrapped.map((c) => c.length)) * leading + 2 * pad;
      this.ensure(height);
      wrapped.forEach((lines, i) => {
        const x = MARGIN + i * w;
        this.page.drawRectangle({ x, y: this.y - height, width: w, height, borderColor: INK, borderWidth: 0.75, ...(shaded ? { color: SHADE } : {}) });
        lines.forEach((line, j) => this.page.drawText(line, { x: x + pad, y: this.y - pad - (j + 1) * leading + 2.5, size, font }));
      });
      this.y -= height;
    };
    drawRow(columns, this.fonts.bold, true);
    for (const row of rows) drawRow(columns.map((_c, i) => row[i] ?? ''), this.fonts.regular, false);
    this.y -= 8;
  }
}

/** Why: the three sandbox documents share one layout, so a disclosure and a notice look like one lender's papers. */
export async function renderDocPdf(lines: readonly DocLine[], meta: DocMeta): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const layout = new Layout(doc, { regular, bold, charset: new Set(regular.getCharacterSet()) });

  for (const line of lines) {
    switch (line.kind) {
      case 'title': layout.paragraph(line.text, bold, 15, 20, 0, 8); break;
      case 'heading': layout.y -= 6; layout.paragraph(line.text, bold, 10.5, 14, 0, 2); break;
      case 'text': layout.paragraph(line.text, regular, 9.5, 12.5); break;
      case 'bullet':
        layout.ensure(12.5);
        layout.page.drawText('-', { x: MARGIN + 4, y: layout.y - 12.5 + 1.5, size: 9.5, font: regular });
        layout.paragraph(line.text, regular, 9.5, 12.5, 14, 2);
        break;
      case 'boxes': layout.boxes(line.boxes); break;
      case 'table': layout.table(line.columns, line.rows); break;
      case 'gap': layout.y -= 8; break;
    }
  }

  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const text = safe(meta.footer.replace('{page}', String(index + 1)).replace('{pages}', String(pages.length)), layout.fonts);
    const width = regular.widthOfTextAtSize(text, 8);
    page.drawText(text, { x: (PAGE[0] - width) / 2, y: MARGIN / 2, size: 8, font: regular, color: rgb(0.3, 0.3, 0.3) });
  });

  doc.setTitle(safe(meta.title, layout.fonts));
  doc.setAuthor(safe(meta.author, layout.fonts));
  doc.setCreator('Sandbox lender');
  doc.setProducer('pdf-lib');
  doc.setLanguage('en-US');
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  return doc.save();
}
