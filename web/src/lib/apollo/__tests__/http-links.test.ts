import { describe, expect, it } from 'vitest';
import { carriesFiles } from '../http-links';

describe('carriesFiles', () => {
  it('finds a file anywhere in the variables', () => {
    const proof = new File(['x'], 'proof.png', { type: 'image/png' });
    expect(carriesFiles({ input: { orderId: '1', proofImages: [proof] } })).toBe(true);
    expect(carriesFiles({ input: { image: new Blob(['x']) } })).toBe(true);
  });

  it('sends everything else as JSON', () => {
    expect(carriesFiles({ input: { amount: '100.00', tags: ['a'], note: null } })).toBe(false);
    expect(carriesFiles({})).toBe(false);
  });
});
