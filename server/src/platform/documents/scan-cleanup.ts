import sharp, { type OutputInfo } from 'sharp';

/**
 * A scanned page made easy for tesseract: black and white, straightened, table rules whitened.
 * Takes one grey channel of raw pixels, gives a PNG of the same size.
 */
export async function cleanScan({ data, info }: { data: Buffer; info: OutputInfo }): Promise<Buffer> {
  const { width, height } = info;
  if (info.channels !== 1) throw new Error(`expected one channel, got ${info.channels}`);
  const paper = meanOf(data);
  const angle = skewOf(threshold(data, inkBelow(paper)), width, height);
  let grey = data;
  if (Math.abs(angle) >= 0.08) {
    // Turned back about the centre and cut to the old frame, so boxes stay where the page has them.
    const turned = await sharp(data, { raw: { width, height, channels: 1 } })
      .rotate(-angle, { background: '#ffffff' })
      // sharp hands raw grey back as RGB: one channel again.
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const left = Math.floor((turned.info.width - width) / 2);
    const top = Math.floor((turned.info.height - height) / 2);
    grey = await sharp(turned.data, { raw: { width: turned.info.width, height: turned.info.height, channels: 1 } })
      .extract({ left, top, width, height })
      .extractChannel(0)
      .raw()
      .toBuffer();
  }
  const ink = threshold(grey, inkBelow(paper));
  // Rules are thin and printed grey, so half their pixels fall above the ink threshold: they are
  // found on a lighter cut and whitened on the one tesseract reads.
  removeRules(ink, threshold(grey, Math.min(235, Math.round(paper * 0.88))), width, height);
  return sharp(ink, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

function meanOf(data: Buffer) {
  let sum = 0;
  for (let i = 0; i < data.length; i++) sum += data[i] ?? 0;
  return sum / Math.max(1, data.length);
}

/**
 * Black and white below a fraction of the page's mean grey: paper noise and JPEG haze make
 * tesseract slow and wrong, ink stays. (A page is mostly paper, so its mean is near the paper's.)
 */
const inkBelow = (paper: number) => Math.min(200, Math.max(90, Math.round(paper * 0.68)));

function threshold(data: Buffer, below: number): Buffer {
  const out = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) out[i] = (data[i] ?? 255) < below ? 0 : 255;
  return out;
}

/**
 * The page's skew in degrees (clockwise positive), by projection profiles: text lines and rules
 * pile their ink into the fewest rows (and columns, for a page turned a quarter) when sheared by the
 * right angle. Tried every 0.1 degree within 2 degrees; a feeder or a hand on a flatbed skews less.
 */
export function skewOf(data: Buffer, width: number, height: number): number {
  const xs: number[] = [];
  const ys: number[] = [];
  // Every other pixel of every other row: plenty of ink to vote, a quarter of the work.
  for (let y = 0; y < height; y += 2)
    for (let x = 0; x < width; x += 2)
      if ((data[y * width + x] ?? 255) < 128) {
        xs.push(x);
        ys.push(y);
      }
  if (xs.length < 200) return 0;
  const margin = Math.ceil(Math.max(width, height) * Math.tan((2 * Math.PI) / 180)) + 1;
  const rows = new Float64Array(height + 2 * margin);
  const cols = new Float64Array(width + 2 * margin);
  let best = { angle: 0, score: -1 };
  for (let tenth = -20; tenth <= 20; tenth++) {
    const t = Math.tan((tenth / 10) * (Math.PI / 180));
    rows.fill(0);
    cols.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i] ?? 0;
      const y = ys[i] ?? 0;
      const row = Math.round(y - x * t) + margin;
      const col = Math.round(x + y * t) + margin;
      rows[row] = (rows[row] ?? 0) + 1;
      cols[col] = (cols[col] ?? 0) + 1;
    }
    let score = 0;
    for (const v of rows) score += v * v;
    for (const v of cols) score += v * v;
    // Level wins a tie: most pages are not skewed.
    if (score > best.score * (tenth === 0 ? 0.999 : 1)) best = { angle: tenth / 10, score };
  }
  return best.angle;
}

/**
 * Whitens table rules (long straight runs of dark pixels, across or down): tesseract takes a ruled
 * table for pictures and drops the words inside it, and the bits of a rule left over come out as
 * "TTT" and stray digits. A scanned rule is broken by noise, so a run may skip a few light pixels
 * as long as most of it is ink. Runs shorter than a twentieth of the page stay, so letters are untouched.
 */
function removeRules(data: Buffer, mask: Buffer, width: number, height: number) {
  const minRun = Math.max(40, Math.floor(Math.min(width, height) / 20));
  const gap = Math.max(2, Math.round(minRun / 20));
  const clear: Array<[number, number]> = []; // [first index, last index] along a step
  const scan = (lines: number, length: number, at: (line: number, i: number) => number) => {
    for (let line = 0; line < lines; line++) {
      let start = -1;
      let last = -1;
      let ink = 0;
      for (let i = 0; i <= length; i++) {
        const isDark = i < length && (mask[at(line, i)] ?? 255) < 128;
        if (isDark) {
          if (start < 0) start = i;
          last = i;
          ink++;
        } else if (start >= 0 && (i - last > gap || i === length)) {
          if (last - start + 1 >= minRun && ink >= 0.75 * (last - start + 1))
            clear.push([at(line, start), at(line, last)]);
          start = -1;
          ink = 0;
        }
      }
    }
  };
  scan(height, width, (y, x) => y * width + x);
  const across = clear.length;
  scan(width, height, (x, y) => y * width + x);
  clear.forEach(([from, to], n) => {
    const step = n < across ? 1 : width;
    for (let i = from; i <= to; i += step) data[i] = 255;
  });
}
