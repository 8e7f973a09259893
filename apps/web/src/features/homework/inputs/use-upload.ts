import { useState } from 'react';
import type { UploadedFile } from '@school/contract';
import { uploadEditorFile, UploadError, type UploadFailure } from '../api/editor-upload';

/** One upload at a time, with its spec 1 §8 failure to show. */
export function useUpload() {
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const upload = async (file: File | null): Promise<UploadedFile | null> => {
    if (!file) return null;
    setUploading(true);
    setFailure(null);
    try {
      return await uploadEditorFile(file);
    } catch (error) {
      setFailure(error instanceof UploadError ? error.failure : 'uploadError');
      return null;
    } finally {
      setUploading(false);
    }
  };
  return { uploading, failure, upload };
}
