/**
 * Which way up a photo's pixels belong, read from its own bytes, for the HEIC photos the
 * upload check converts: the HEIC decoder hands over the stored pixels as they are, and the
 * browser applies no metadata to them.
 *
 * A HEIF file says how to turn its picture in two places: its own transformation
 * properties (`irot`, `imir`), which the decoder applies itself, and the EXIF Orientation
 * tag it may carry. An iPhone writes both, meaning the same turn once; HEIF's rule is that
 * the file's own transformation wins. So the EXIF Orientation counts only when the file
 * has no transformation of its own (a HEIC made from a turned JPEG, say).
 *
 * Orientation values are EXIF's: 1 as stored, 2 mirrored, 3 turned 180°, 4 flipped,
 * 5 to 8 the same with width and height swapped (6: turn 90° clockwise to show).
 */

type Box = { type: string; start: number; end: number };

/** The ISO base media file boxes between `start` and `end` (a box: 32-bit size, 4-letter type, its content). */
function boxes(view: DataView, start: number, end: number): Box[] {
  const found: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(...new Uint8Array(view.buffer, view.byteOffset + at + 4, 4));
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) break;
    found.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return found;
}

const child = (view: DataView, box: Box | undefined, type: string, skip = 0) =>
  box ? boxes(view, box.start + skip, box.end).find((inner) => inner.type === type) : undefined;

/** The file offset and length of item `id`'s first extent, from the `iloc` box. */
function itemExtent(view: DataView, iloc: Box, id: number): { offset: number; length: number } | undefined {
  let at = iloc.start;
  const version = view.getUint8(at);
  at += 4;
  const sizes = view.getUint16(at);
  at += 2;
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 15;
  const baseOffsetSize = (sizes >> 4) & 15;
  const indexSize = version === 1 || version === 2 ? sizes & 15 : 0;
  const read = (bytes: number) => {
    const value =
      bytes === 8
        ? Number(view.getBigUint64(at))
        : bytes === 4
          ? view.getUint32(at)
          : bytes === 2
            ? view.getUint16(at)
            : 0;
    at += bytes;
    return value;
  };
  const count = version < 2 ? read(2) : read(4);
  for (let item = 0; item < count; item += 1) {
    const itemId = version < 2 ? read(2) : read(4);
    if (version === 1 || version === 2) at += 2;
    at += 2;
    const base = read(baseOffsetSize);
    const extents = read(2);
    let first: { offset: number; length: number } | undefined;
    for (let extent = 0; extent < extents; extent += 1) {
      read(indexSize);
      const offset = read(offsetSize);
      const length = read(lengthSize);
      first ??= { offset: base + offset, length };
    }
    if (itemId === id) return first;
  }
  return undefined;
}

/** The id of the first item of type `itemType` in the `iinf` box. */
function itemOfType(view: DataView, iinf: Box, itemType: string): number | undefined {
  const version = view.getUint8(iinf.start);
  const entries = boxes(view, iinf.start + 4 + (version === 0 ? 2 : 4), iinf.end).filter((box) => box.type === "infe");
  for (const infe of entries) {
    const infeVersion = view.getUint8(infe.start);
    if (infeVersion < 2) continue;
    const id = infeVersion === 2 ? view.getUint16(infe.start + 4) : view.getUint32(infe.start + 4);
    const typeAt = infe.start + 4 + (infeVersion === 2 ? 2 : 4) + 2;
    const type = String.fromCharCode(...new Uint8Array(view.buffer, view.byteOffset + typeAt, 4));
    if (type === itemType) return id;
  }
  return undefined;
}

/** The Orientation tag (0x0112) of IFD0 in a TIFF-structured EXIF block at `start`, if any. */
export function exifOrientation(view: DataView, start: number, end = view.byteLength): number | undefined {
  if (start + 8 > end) return undefined;
  const order = view.getUint16(start);
  if (order !== 0x4949 && order !== 0x4d4d) return undefined;
  const little = order === 0x4949;
  const ifd = start + view.getUint32(start + 4, little);
  if (ifd + 2 > end) return undefined;
  const entries = view.getUint16(ifd, little);
  for (let entry = 0; entry < entries; entry += 1) {
    const at = ifd + 2 + entry * 12;
    if (at + 12 > end) return undefined;
    if (view.getUint16(at, little) === 0x0112) {
      const value = view.getUint16(at + 8, little);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/**
 * The turn the upload check must still apply to a HEIF file's decoded pixels: 1 when the
 * file turns its picture itself (irot, imir) or says nothing, else its EXIF Orientation.
 */
export function heifOrientation(bytes: ArrayBuffer): number {
  const view = new DataView(bytes);
  const meta = boxes(view, 0, view.byteLength).find((box) => box.type === "meta");
  if (!meta) return 1;
  // `meta` is a full box: 4 bytes of version and flags before its children.
  const ipco = child(view, child(view, meta, "iprp", 4), "ipco");
  if (ipco && boxes(view, ipco.start, ipco.end).some((box) => box.type === "irot" || box.type === "imir")) return 1;
  const iinf = child(view, meta, "iinf", 4);
  const iloc = child(view, meta, "iloc", 4);
  const exifItem = iinf ? itemOfType(view, iinf, "Exif") : undefined;
  const extent = exifItem !== undefined && iloc ? itemExtent(view, iloc, exifItem) : undefined;
  if (!extent || extent.offset + 4 > view.byteLength) return 1;
  // An Exif item starts with the offset of its TIFF header (after "Exif\0\0").
  const tiff = extent.offset + 4 + view.getUint32(extent.offset);
  return exifOrientation(view, tiff, Math.min(view.byteLength, extent.offset + extent.length)) ?? 1;
}
