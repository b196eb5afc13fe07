import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Hand-built files for tests and the bench: the hostile ones no library would write (a PDF with a
 * thousand pages in a few KB, a PDF that carries JavaScript, a zip whose sizes lie).
 */
export function buildRawPdf(options: { pages?: number; text?: string; javascript?: string }): Buffer {
  const pages = options.pages ?? 1;
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const firstPage = 5;
  const kids = Array.from({ length: pages }, (_, i) => `${firstPage + i} 0 R`).join(' ');
  const openAction = options.javascript ? ' /OpenAction 4 0 R' : '';
  add(`<< /Type /Catalog /Pages 2 0 R${openAction} >>`);
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  const stream = options.text ? `BT /F1 12 Tf 72 720 Td (${options.text.replace(/[()\\]/g, '\\$&')}) Tj ET` : '';
  add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  add(
    options.javascript
      ? `<< /Type /Action /S /JavaScript /JS (${options.javascript.replace(/[()\\]/g, '\\$&')}) >>`
      : '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  );
  const font = options.javascript ? 'null' : '4 0 R';
  for (let i = 0; i < pages; i++)
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 ${
        options.javascript ? `${firstPage + pages} 0 R` : font
      } >> >> >>`,
    );
  if (options.javascript) add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A zip of deflated entries; `declaredSize` lets an entry lie about its uncompressed size. */
export function buildZip(entries: Array<{ name: string; data: Buffer; declaredSize?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const compressed = deflateRawSync(entry.data);
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
