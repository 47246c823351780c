// @ts-check
// Makes the Devanagari words of a Chromium-printed PDF come out whole in text extraction.
//
// Chromium places every glyph at its own position (`Td`) and wraps each multi-glyph cluster in
// a span that carries its text (`/ActualText`). Text extractors such as poppler's `pdftotext`
// take a cluster to end where its last glyph ends: that glyph's position plus its width in the
// font's `/W` array. In "कू" or "कें" the last glyph is a vowel sign or nasal mark: it has no
// width, and mark positioning draws it back over the consonant, so the cluster seems to end a
// quarter of an em before the next letter starts, and the extractor reads the gap as a space
// ("स्कू ल" for "स्कूल").
//
// This gives each such mark a width in `/W` that closes those gaps. The glyphs are drawn
// exactly where they were (positions are absolute, not advanced by `/W`), so the page looks
// the same; only the extent an extractor gives the mark changes. One width per mark and
// font must suit every place it ends a cluster: the gap left must be under WORD_GAP and not
// an overlap deeper than OVERLAP (poppler's `minWordBreakSpace` and `minDupBreakOverlap`,
// 0.1 and 0.2 of the font size); a mark no single width suits is an error.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';

/** Thousandths of an em, as in `/W`. */
const WORD_GAP = 100;
const OVERLAP = 200;
/** A gap this wide is never inside a word; it stays wider than WORD_GAP whatever the width. */
const LAYOUT_GAP = 1000;

/** @param {import('pdf-lib').PDFObject | undefined} object */
function numberOf(object) {
  if (!(object instanceof PDFNumber)) throw new Error(`Expected a number in /W, got ${object}`);
  return object.asNumber();
}

/** The widths of a CID font's `/W` array, by glyph id. */
function readWidths(/** @type {PDFArray} */ array) {
  /** @type {Map<number, number>} */
  const widths = new Map();
  for (let i = 0; i < array.size();) {
    const first = numberOf(array.get(i));
    const next = array.get(i + 1);
    if (next instanceof PDFArray) {
      for (let j = 0; j < next.size(); j++) widths.set(first + j, numberOf(next.get(j)));
      i += 2;
    } else {
      const last = numberOf(next);
      const width = numberOf(array.get(i + 2));
      for (let id = first; id <= last; id++) widths.set(id, width);
      i += 3;
    }
  }
  return widths;
}

/** `/W` for the given widths: runs of consecutive glyph ids as `first [w w …]`. */
function writeWidths(/** @type {PDFDocument} */ pdf, /** @type {Map<number, number>} */ widths) {
  const ids = [...widths.keys()].sort((a, b) => a - b);
  /** @type {(number | number[])[]} */
  const items = [];
  for (const id of ids) {
    const width = /** @type {number} */ (widths.get(id));
    const run = items.at(-1);
    const first = items.at(-2);
    if (Array.isArray(run) && typeof first === 'number' && first + run.length === id) {
      run.push(width);
    } else {
      items.push(id, [width]);
    }
  }
  return pdf.context.obj(items);
}

/**
 * One font of the document: its `/W` widths (mutable) and the CID font dictionary that holds
 * them.
 * @typedef {{ dict: PDFDict; widths: Map<number, number>; changed: boolean }} Font
 */

/** @returns {Map<string, Font>} the page's fonts by resource name (`F5`). */
function fontsOf(
  /** @type {PDFDocument} */ pdf,
  /** @type {PDFDict} */ pageNode,
  /** @type {Map<PDFRef | PDFDict, Font>} */ known,
) {
  /** @type {Map<string, Font>} */
  const fonts = new Map();
  const resources = pdf.context.lookup(pageNode.get(PDFName.of('Resources')), PDFDict);
  const fontDict = resources.lookupMaybe(PDFName.of('Font'), PDFDict);
  if (!fontDict) return fonts;
  for (const [name, ref] of fontDict.entries()) {
    const type0 = pdf.context.lookup(ref, PDFDict);
    const descendants = type0.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
    if (!descendants) continue;
    const cidRef = descendants.get(0);
    const cid = pdf.context.lookup(cidRef, PDFDict);
    const w = cid.lookupMaybe(PDFName.of('W'), PDFArray);
    if (!w) continue;
    const key = cidRef instanceof PDFRef ? cidRef : cid;
    let font = known.get(key);
    if (!font) {
      font = { dict: cid, widths: readWidths(w), changed: false };
      known.set(key, font);
    }
    fonts.set(name.decodeText(), font);
  }
  return fonts;
}

/**
 * What an extractor sees as one character: a cluster span or a lone glyph, from `x0` to `x1`
 * on baseline `line`, in text space; `last` is the glyph it ends on.
 * @typedef {{ x0: number; x1: number; line: string; size: number; font: Font; last: number }} Piece
 */

/** The pieces of one content stream, in drawing order. */
function piecesOf(/** @type {string} */ content, /** @type {Map<string, Font>} */ fonts) {
  /** @type {Piece[]} */
  const pieces = [];
  const tokens =
    content.match(/<<|>>|<[0-9A-Fa-f]*>|\/[^\s/<>[\]()]+|\(.*?\)|[^\s<>/[\]()]+/g) ?? [];
  /** @type {string[]} */
  const operands = [];
  /** @type {Font | undefined} */
  let font;
  let size = 0;
  let lineX = 0;
  let lineY = 0;
  let ctm = '';
  /** @type {string[]} */
  const ctmStack = [];
  /** Marked-content nesting: true where the level is an /ActualText span. */
  /** @type {boolean[]} */
  const marked = [];
  /** @type {Piece | null} */
  let span = null;
  let pendingActualText = false;
  for (const token of tokens) {
    if (token === '/ActualText') pendingActualText = true;
    if (/^[A-Za-z*'"]+$/.test(token) && token !== 'true' && token !== 'false') {
      const args = operands.splice(0);
      switch (token) {
        case 'q':
          ctmStack.push(ctm);
          break;
        case 'Q':
          ctm = ctmStack.pop() ?? '';
          break;
        case 'cm':
          ctm += ` ${args.join(' ')}`;
          break;
        case 'Tf':
          font = fonts.get(String(args[0]).slice(1));
          size = Number(args[1]);
          break;
        case 'Tm':
          lineX = Number(args[4]);
          lineY = Number(args[5]);
          break;
        case 'Td':
          lineX += Number(args[0]);
          lineY -= Number(args[1]);
          break;
        case 'BDC':
          marked.push(pendingActualText);
          if (pendingActualText) span = null;
          pendingActualText = false;
          break;
        case 'EMC':
          if (marked.pop() && span) pieces.push(span);
          if (!marked.includes(true)) span = null;
          break;
        case 'Tj': {
          const hex = String(args[0]).slice(1, -1);
          let x = lineX;
          for (let i = 0; i + 4 <= hex.length; i += 4) {
            const glyph = Number.parseInt(hex.slice(i, i + 4), 16);
            if (!font) break;
            const width = (font.widths.get(glyph) ?? 0) / 1000;
            const line = `${ctm}|${lineY}`;
            if (marked.includes(true)) {
              span ??= { x0: x, x1: x, line, size, font, last: glyph };
              span.x1 = x + width * size;
              span.last = glyph;
            } else {
              pieces.push({ x0: x, x1: x + width * size, line, size, font, last: glyph });
            }
            x += width * size;
          }
          break;
        }
        default:
          break;
      }
    } else {
      operands.push(token);
    }
  }
  return pieces;
}

/**
 * Widens the zero-width marks that end clusters so that no cluster seems to end before the
 * next letter. Returns the new PDF's bytes and how many marks it widened.
 * @param {Uint8Array} bytes
 */
export async function closeMarkGaps(bytes) {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  /** @type {Map<PDFRef | PDFDict, Font>} */
  const known = new Map();
  /** The gaps after each zero-width mark that ends a piece, in thousandths of an em. */
  /** @type {Map<Font, Map<number, number[]>>} */
  const gaps = new Map();
  for (const page of pdf.getPages()) {
    const fonts = fontsOf(pdf, page.node, known);
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const ref of streams) {
      const stream = pdf.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      const pieces = piecesOf(content, fonts);
      for (let i = 0; i + 1 < pieces.length; i++) {
        const piece = /** @type {Piece} */ (pieces[i]);
        const next = /** @type {Piece} */ (pieces[i + 1]);
        if (next.line !== piece.line || piece.font.widths.get(piece.last) !== 0) continue;
        const gap = ((next.x0 - piece.x1) / piece.size) * 1000;
        if (next.x0 < piece.x0) continue; // a new line that happens to share the baseline
        let byGlyph = gaps.get(piece.font);
        if (!byGlyph) gaps.set(piece.font, (byGlyph = new Map()));
        byGlyph.set(piece.last, [...(byGlyph.get(piece.last) ?? []), gap]);
      }
    }
  }

  let widened = 0;
  for (const [font, byGlyph] of gaps) {
    for (const [glyph, allGaps] of byGlyph) {
      // A gap of an em or more is layout, not a cluster: text that goes on further along the
      // same baseline (a time beside its day). Any width allowed below leaves it a word break.
      const glyphGaps = allGaps.filter((gap) => gap < LAYOUT_GAP);
      if (!glyphGaps.length) continue;
      const widest = Math.max(...glyphGaps);
      if (widest < WORD_GAP) continue;
      // Any width in (widest − WORD_GAP, narrowest + OVERLAP) keeps every gap in range.
      const low = widest - WORD_GAP;
      const high = Math.min(...glyphGaps) + OVERLAP;
      if (low >= high) {
        throw new Error(
          `No single width closes the gaps after glyph ${glyph}: ${glyphGaps.map(Math.round).join(', ')}`,
        );
      }
      const width = Math.round((low + high) / 2);
      if (allGaps.some((gap) => gap >= LAYOUT_GAP && gap - width < WORD_GAP)) {
        throw new Error(`Widening glyph ${glyph} to ${width} would join text across a layout gap`);
      }
      font.widths.set(glyph, width);
      font.changed = true;
      widened++;
    }
  }
  for (const font of known.values()) {
    if (font.changed) font.dict.set(PDFName.of('W'), writeWidths(pdf, font.widths));
  }
  return {
    bytes: await pdf.save({ useObjectStreams: false, updateFieldAppearances: false }),
    widened,
  };
}
