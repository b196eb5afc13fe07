import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

export type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

// The standard PDF fonts need no font files (pdfkit carries their metrics). Nothing in a document
// (names, remarks, instructions: user input) may make pdfmake read any other file or fetch a URL.
const helvetica = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const standardFonts = new Set(Object.values(helvetica));
pdfmake.setFonts({ Helvetica: helvetica });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => standardFonts.has(path));

/** Renders a document in Helvetica (the default style names the font; a document may add its own). */
export function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake
    .createPdf({
      ...document,
      defaultStyle: { font: 'Helvetica', ...document.defaultStyle },
    })
    .getBuffer();
}
