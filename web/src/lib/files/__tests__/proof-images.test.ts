import { describe, expect, it } from 'vitest';
import { maxProofImageBytes, proofImagesError } from '../proof-images';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png', { type: 'image/png' });
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'b.jpg', { type: 'image/jpeg' });

describe('proof images (judged by their bytes, as the gateway judges them)', () => {
  it('accepts up to 3 png or jpeg pictures', async () => {
    expect(await proofImagesError([png(), jpeg(), png()])).toBeNull();
  });

  it('refuses a file that only claims to be a picture', async () => {
    const liar = new File(['GIF89a, or just text'], 'proof.png', { type: 'image/png' });
    expect(await proofImagesError([png(), liar])).toEqual({ id: 'money.userError.UNSUPPORTED_FILE_TYPE' });
  });

  it('refuses a fourth picture and one above 5 MB', async () => {
    expect(await proofImagesError([png(), png(), png(), png()])).toEqual({ id: 'money.userError.TOO_MANY_FILES', values: { count: 3 } });
    const big = new File([new Uint8Array(maxProofImageBytes + 1)], 'big.png', { type: 'image/png' });
    expect(await proofImagesError([big])).toEqual({ id: 'money.userError.FILE_TOO_LARGE', values: { megabytes: 5 } });
  });
});
