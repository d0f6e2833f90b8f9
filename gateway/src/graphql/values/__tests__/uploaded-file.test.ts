import { describe, expect, it } from 'vitest';
import { UploadedFile } from '../uploaded-file.js';

describe('uploaded files are judged by their bytes', () => {
  it('reads PNG and JPEG signatures whatever the name says', () => {
    expect(new UploadedFile('photo.jpg', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])).imageType).toBe('png');
    expect(new UploadedFile('photo.png', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0])).imageType).toBe('jpeg');
  });

  it('knows nothing else: text, a truncated signature, GIF, an empty file', () => {
    for (const bytes of [Buffer.from('hello.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('GIF89a'), Buffer.alloc(0)]) {
      expect(new UploadedFile('x.png', bytes).imageType).toBeNull();
    }
  });

  it('shows JSON its size, type and digest, never its bytes', () => {
    const json = JSON.stringify(new UploadedFile('a.png', Buffer.from('secret content')));
    expect(json).not.toContain('secret');
    expect(JSON.parse(json)).toMatchObject({ filename: 'a.png', size: 14, imageType: null });
  });
});
