/**
 * Minimal SVG string builders. Numbers are rounded to one decimal so the markup (and
 * therefore the rendered bytes) is identical on every run and stays short.
 */

const num = (value) => `${Math.round(value * 10) / 10}`;

function attrs(values) {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${key}="${typeof value === "number" ? num(value) : value}"`)
    .join(" ");
}

export const rect = (x, y, width, height, fill, extra = {}) =>
  `<rect ${attrs({ x, y, width, height, fill, ...extra })}/>`;

export const circle = (cx, cy, r, fill, extra = {}) => `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;

export const ellipse = (cx, cy, rx, ry, fill, extra = {}) => `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;

export const polygon = (points, fill, extra = {}) =>
  `<polygon ${attrs({ points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(" "), fill, ...extra })}/>`;

export const line = (x1, y1, x2, y2, stroke, width, extra = {}) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, "stroke-width": width, "stroke-linecap": "round", ...extra })}/>`;

export const path = (d, fill, extra = {}) => `<path ${attrs({ d, fill, ...extra })}/>`;

export const group = (children, extra = {}) => `<g ${attrs(extra)}>${children.join("")}</g>`;

/** Path data from a template literal, rounding every interpolated number. */
export function d(strings, ...values) {
  return strings.reduce((out, part, i) => out + part + (i < values.length ? num(values[i]) : ""), "");
}

/** A document drawn in a 1000-unit-wide space and rendered at the requested pixel size. */
export function svgDocument(width, height, viewWidth, viewHeight, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${num(viewWidth)} ${num(viewHeight)}">${body}</svg>`
  );
}
