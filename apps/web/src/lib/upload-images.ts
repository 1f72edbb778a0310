/**
 * POST /test-formdata (product §7) with upload progress. fetch cannot report how much of a
 * request body has been sent, so this one call uses XMLHttpRequest; it sends the same bearer
 * token as the API client and turns the error envelope into the same ApiError.
 */
import {
  IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  type UploadAnswer,
} from '@staylane/domain';
import { ApiError } from './api-client';
import { getToken } from './session';

/** The `accept` of every image input: png, jpeg and jpg (product §5). */
export const IMAGE_ACCEPT = '.png,.jpeg,.jpg,image/png,image/jpeg';

export type { UploadAnswer };

/** A file the server did not store, and why. */
export interface RejectedFile {
  file: File;
  reason: string;
}

export interface UploadOptions {
  /** Text fields sent beside the files (HotelName, the admin's name). */
  fields?: Record<string, string>;
  /** Fraction of the body sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Why a file cannot be sent, before sending it; undefined when it can. */
export function imageFileProblem(file: File): string | undefined {
  const byName = /\.(png|jpe?g)$/i.test(file.name);
  const byType = (IMAGE_TYPES as readonly string[]).includes(file.type);
  if (!byName && !byType) return `${file.name} is not a PNG or JPEG image`;
  if (file.size > MAX_UPLOAD_BYTES) {
    return `${file.name} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
  }
  return undefined;
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as {
      message?: string;
      code?: string;
      fields?: Record<string, string>;
    };
    if (typeof body.message === 'string') {
      return new ApiError(xhr.status, body.message, body.code, body.fields);
    }
  } catch {
    // Not an envelope: fall through to the status text.
  }
  return new ApiError(xhr.status, xhr.statusText || 'The upload failed');
}

/** Sends `files` (field name → file) in one multipart request. */
export function uploadFiles(
  files: Record<string, File>,
  { fields = {}, onProgress, signal }: UploadOptions = {},
): Promise<UploadAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [name, file] of Object.entries(files)) body.append(name, file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/test-formdata');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve(JSON.parse(xhr.responseText) as UploadAnswer);
        } catch {
          reject(new ApiError(xhr.status, 'The upload answer could not be read'));
        }
      } else {
        reject(errorOf(xhr));
      }
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'The server cannot be reached. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * Uploads any number of images as 'file 0', 'file 1'… in batches the server accepts
 * (MAX_UPLOAD_FILES per request); progress covers all batches. Answers the addresses of the
 * stored images in the order of `files`, and the files the server refused with its reasons:
 * one bad file costs the others nothing.
 */
export async function uploadImages(
  files: File[],
  options: UploadOptions = {},
): Promise<{ addresses: string[]; rejected: RejectedFile[] }> {
  const addresses: string[] = [];
  const rejected: RejectedFile[] = [];
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0) || 1;
  let doneBytes = 0;
  for (let start = 0; start < files.length; start += MAX_UPLOAD_FILES) {
    const batch = files.slice(start, start + MAX_UPLOAD_FILES);
    const batchBytes = batch.reduce((sum, file) => sum + file.size, 0);
    const named = Object.fromEntries(batch.map((file, index) => [`file ${index}`, file]));
    let answer: UploadAnswer;
    try {
      answer = await uploadFiles(named, {
        ...options,
        onProgress: (fraction) =>
          options.onProgress?.(Math.min(1, (doneBytes + fraction * batchBytes) / totalBytes)),
      });
    } catch (failure) {
      // No file of the batch was usable: the error names each one in its fields.
      if (!(failure instanceof ApiError) || !failure.fields?.['file 0']) throw failure;
      answer = {};
      answer.rejected = failure.fields;
    }
    batch.forEach((file, index) => {
      const field = `file ${index}`;
      const address = answer[field];
      const reason = answer.rejected?.[field];
      if (typeof address === 'string') addresses.push(address);
      else if (reason) rejected.push({ file, reason });
      else throw new ApiError(500, 'The upload answer is missing an image');
    });
    doneBytes += batchBytes;
  }
  return { addresses, rejected };
}
