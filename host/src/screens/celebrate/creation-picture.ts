/** A saved creation's PNG, decoded once so the card can be redrawn on every keystroke. */
export interface DecodedPicture {
  image: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

/**
 * Decodes off the main thread where the browser can (createImageBitmap); otherwise through an
 * <img> on an object URL, revoked as soon as the picture is decoded.
 */
export async function decodePicture(blob: Blob): Promise<DecodedPicture> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(blob);
    return {
      image: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      close: () => bitmap.close(),
    };
  }
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      close: () => undefined,
    };
  } finally {
    URL.revokeObjectURL(url);
  }
}
