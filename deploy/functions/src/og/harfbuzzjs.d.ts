// The part of harfbuzzjs 0.10 (the HarfBuzz project's WebAssembly build) that og-fonts.ts uses.
declare module 'harfbuzzjs' {
  interface HbBlob {
    destroy(): void;
  }
  interface HbFace {
    upem: number;
    destroy(): void;
  }
  interface HbFont {
    glyphToPath(glyphId: number): string;
    hExtents(): { ascender: number; descender: number; lineGap: number };
    destroy(): void;
  }
  interface HbBuffer {
    addText(text: string): void;
    guessSegmentProperties(): void;
    getGlyphInfosAndPositions(): {
      codepoint: number;
      cluster: number;
      x_advance: number;
      y_advance: number;
      x_offset: number;
      y_offset: number;
    }[];
    destroy(): void;
  }
  export interface HarfBuzz {
    createBlob(data: ArrayBuffer | Uint8Array): HbBlob;
    createFace(blob: HbBlob, index: number): HbFace;
    createFont(face: HbFace): HbFont;
    createBuffer(): HbBuffer;
    shape(font: HbFont, buffer: HbBuffer, features?: string): void;
  }
  const ready: Promise<HarfBuzz>;
  export default ready;
}
