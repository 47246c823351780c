// Types for the two font packages the build uses that ship none.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string | null | undefined,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2';
      preserveNameIds?: number[];
      variationAxes?: Record<string, number | { min?: number; max?: number; default?: number }>;
      keepAllGlyphs?: boolean;
      noLayoutClosure?: boolean;
    },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer | Uint8Array, to: 'sfnt' | 'truetype' | 'woff' | 'woff2'): Promise<Buffer>;
    detectFormat(font: Buffer | Uint8Array): string;
  };
  export default fontverter;
}
