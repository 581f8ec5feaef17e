// subset-font ships no types; this covers the call scripts/fonts/cut-fonts.ts makes.
declare module "subset-font" {
  type Options = {
    targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    keepFeatures?: readonly string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  };
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
