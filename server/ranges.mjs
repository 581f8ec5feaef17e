/**
 * The Range header (RFC 9110 §14.1–14.2) for a representation of `size` bytes.
 *
 * - `{ type: "none" }`           no Range header
 * - `{ type: "ignore" }`         a unit other than bytes, a malformed or invalid range set, or
 *                                more than one range: the whole file is sent with 200, which
 *                                the RFC allows for all of them (one range is all a page,
 *                                an image or a download needs)
 * - `{ type: "unsatisfiable" }`  a valid single range that starts past the end: 416
 * - `{ type: "range", start, end }`  the bytes to send with 206 (`end` inclusive)
 *
 * Positions are read as BigInt, so a position of any length compares exactly.
 */
const rangeUnit = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)=(.*)$/s;
const intRange = /^(\d+)-(\d*)$/;
const suffixRange = /^-(\d+)$/;

/** @typedef {{ type: "none" } | { type: "ignore" } | { type: "unsatisfiable" } | { type: "range", start: number, end: number }} RangeResult */

/**
 * @param {string | string[] | undefined} header  the Range header
 * @param {number} size  the representation's length in bytes
 * @returns {RangeResult}
 */
export function parseRange(header, size) {
  if (header === undefined) return { type: "none" };
  if (typeof header !== "string") return { type: "ignore" };
  const unit = rangeUnit.exec(header);
  if (unit?.[1].toLowerCase() !== "bytes") return { type: "ignore" };
  // A list (§5.6.1) may carry empty elements; optional whitespace surrounds the commas.
  const specs = unit[2]
    .split(",")
    .map((spec) => spec.replace(/^[ \t]+|[ \t]+$/g, ""))
    .filter((spec) => spec !== "");
  if (specs.length !== 1) return { type: "ignore" };
  return singleRange(specs[0], BigInt(size));
}

/** @returns {RangeResult} */
function singleRange(spec, size) {
  const int = intRange.exec(spec);
  if (int) {
    const first = BigInt(int[1]);
    const last = int[2] === "" ? null : BigInt(int[2]);
    if (last !== null && last < first) return { type: "ignore" };
    if (first >= size) return { type: "unsatisfiable" };
    const end = last === null || last >= size ? size - 1n : last;
    return { type: "range", start: Number(first), end: Number(end) };
  }
  const suffix = suffixRange.exec(spec);
  if (suffix) {
    const length = BigInt(suffix[1]);
    if (length === 0n || size === 0n) return { type: "unsatisfiable" };
    const start = length >= size ? 0n : size - length;
    return { type: "range", start: Number(start), end: Number(size - 1n) };
  }
  return { type: "ignore" };
}
