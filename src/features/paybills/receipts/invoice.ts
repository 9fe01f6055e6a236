import type { ReceiptRow } from './receipt';
import { PAYBILLS_TEXT } from '../strings';

/** The PDF library loads on the click, out of the first-load JavaScript; streams are uncompressed so a test can read the text. */
export async function makeInvoicePdf(rows: ReceiptRow[]): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('@cantoo/pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(PAYBILLS_TEXT.invoiceTitle);
  const page = pdf.addPage([420, 595]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 540;
  page.drawText(PAYBILLS_TEXT.invoiceTitle, { x: 32, y, size: 18, font: bold, color: rgb(0.05, 0.35, 0.22) });
  y -= 24;
  page.drawText(PAYBILLS_TEXT.receiptTitle, { x: 32, y, size: 13, font: regular });
  y -= 36;
  for (const [label, value] of rows) {
    page.drawText(label, { x: 32, y, size: 10, font: regular, color: rgb(0.35, 0.38, 0.4) });
    page.drawText(value, { x: 160, y, size: 11, font: bold, maxWidth: 230 });
    y -= 24;
  }
  return pdf.save({ useObjectStreams: false });
}

export async function downloadInvoice(rows: ReceiptRow[], reference: string): Promise<void> {
  const bytes = await makeInvoicePdf(rows);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `helpa-receipt-${reference}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
