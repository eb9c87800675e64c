// heic-decode 2.1.0 ships no types; the part of its API the photo pipeline uses.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  function decode(options: { buffer: ArrayBufferLike | Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    function all(options: { buffer: ArrayBufferLike | Uint8Array }): Promise<HeicImage[]>;
  }
  export = decode;
}
