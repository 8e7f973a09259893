import { describe, expect, it } from 'vitest';
import { attachmentProblem } from './attachment-rules';

const settings = { attachmentMaxBytes: 1000, attachmentMimeTypes: ['image/*', 'application/pdf'] };

describe('attachmentProblem', () => {
  it('refuses empty and too big files', () => {
    expect(attachmentProblem({ size: 0, type: 'image/png' }, settings)).toBe('attachmentTooBig');
    expect(attachmentProblem({ size: 1001, type: 'image/png' }, settings)).toBe('attachmentTooBig');
    expect(attachmentProblem({ size: 1000, type: 'image/png' }, settings)).toBeNull();
  });

  it('takes the listed types, with a family wildcard', () => {
    expect(attachmentProblem({ size: 10, type: 'image/webp' }, settings)).toBeNull();
    expect(attachmentProblem({ size: 10, type: 'application/pdf' }, settings)).toBeNull();
    expect(attachmentProblem({ size: 10, type: 'application/zip' }, settings)).toBe('attachmentType');
  });
});
