/**
 * Content negotiation on Accept-Encoding (RFC 9110 §12.5.3) between the encodings a file
 * has on disk: "br" and "gzip" when the build precompressed it, and always "identity".
 *
 * Without the header the file is sent as is (any coding would be allowed, but a client
 * that sends none, such as a script, rarely wants one). `q=0` means "not acceptable".
 * Among acceptable encodings the highest q wins; ties prefer br, then gzip, then identity.
 * When nothing is acceptable the file is sent as is, which the RFC permits.
 */
const preference = ["br", "gzip", "identity"];
const qvalue = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** Coding name → q for every well-formed member of an Accept-Encoding value. */
export function parseAcceptEncoding(header) {
  const weights = new Map();
  for (const member of header.split(",")) {
    const [name = "", ...params] = member.split(";").map((part) => part.trim());
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const [key = "", value = ""] = param.split("=").map((part) => part.trim());
      if (key.toLowerCase() !== "q") continue;
      if (!qvalue.test(value)) valid = false;
      else q = Number(value);
    }
    if (!valid) continue;
    // x-gzip is an old name for gzip (§8.4.1.3).
    const coding = name.toLowerCase() === "x-gzip" ? "gzip" : name.toLowerCase();
    if (!weights.has(coding)) weights.set(coding, q);
  }
  return weights;
}

/**
 * @param {string | undefined} header  Accept-Encoding
 * @param {Iterable<string>} available  encodings on disk besides identity ("br", "gzip")
 * @returns {"br" | "gzip" | "identity"}
 */
export function chooseEncoding(header, available) {
  if (typeof header !== "string") return "identity";
  const weights = parseAcceptEncoding(header);
  const onDisk = new Set(available);
  const weightOf = (coding) => {
    if (weights.has(coding)) return weights.get(coding);
    if (weights.has("*")) return weights.get("*");
    return coding === "identity" ? 1 : 0;
  };
  let best = "identity";
  let bestWeight = 0;
  for (const coding of preference) {
    if (coding !== "identity" && !onDisk.has(coding)) continue;
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
