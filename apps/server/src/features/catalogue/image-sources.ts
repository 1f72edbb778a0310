/**
 * Reads the images an imported file names and stores them through the upload pipeline: the
 * bytes are checked and re-encoded (lib/images.ts) and saved by content (storage/storage.ts), so an
 * imported image is held to the same rules as an uploaded one. An address is a path inside the
 * images folder or an http(s) address; each is read once per run, however many hotels use it.
 */
import { constants } from 'node:fs';
import { open, realpath, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { fetch, type Response } from 'undici';
import { MAX_IMAGE_BYTES, normaliseImage } from '../../lib/images.js';
import { OutboundGuard, isInternalAddressRefusal } from '../../lib/outbound-guard.js';
import type { ImageStore } from '../../storage/storage.js';

export interface ImageSourceOptions {
  /** Where relative paths (and paths starting with "/", such as /uploads/…) are looked up. */
  imagesDir: string;
  /** How long an http(s) image may take to arrive. */
  fetchTimeoutMs: number;
  /** The largest image accepted, in bytes; the upload limit unless a test says otherwise. */
  maxBytes?: number;
  /** What may be fetched (decision 035); by default public addresses only. */
  guard?: OutboundGuard;
}

/** An image that could not be read or is not an image we store; the message says why. */
export class ImageReadError extends Error {}

const isWebAddress = (address: string) => /^https?:\/\//i.test(address);

export class ImageImporter {
  private readonly stored = new Map<string, Promise<string>>();
  private readonly maxBytes: number;
  private readonly guard: OutboundGuard;

  constructor(
    private readonly store: ImageStore,
    private readonly options: ImageSourceOptions,
  ) {
    this.maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
    this.guard = options.guard ?? new OutboundGuard();
  }

  /** The stored image's address (/uploads/…); '' for ''. Rejects with an ImageReadError. */
  save(address: string): Promise<string> {
    if (address === '') return Promise.resolve('');
    let saving = this.stored.get(address);
    if (!saving) {
      saving = this.read(address).then(async (bytes) => {
        try {
          return await this.store.save(await normaliseImage(bytes));
        } catch (error) {
          throw new ImageReadError((error as Error).message);
        }
      });
      // A failure is remembered too: the next hotel naming the image is told at once.
      saving.catch(() => {});
      this.stored.set(address, saving);
    }
    return saving;
  }

  private read(address: string): Promise<Buffer> {
    return isWebAddress(address) ? this.fetch(address) : this.readLocal(address);
  }

  /**
   * A file inside the images folder. The folder comes from elsewhere (an unpacked archive, an
   * export): a symbolic link in it, to a file or to a directory, must not read what lies
   * outside, so the path is judged by where it really leads (realpath) and the file opened
   * there refuses to be a link itself (O_NOFOLLOW). Reads from that handle, never the path again.
   */
  private async readLocal(address: string): Promise<Buffer> {
    const given = path.resolve(this.options.imagesDir);
    const file = path.resolve(given, address.replace(/^[/\\]+/, ''));
    if (!file.startsWith(given + path.sep)) {
      throw new ImageReadError('the path leads outside the images folder');
    }
    let handle: FileHandle | undefined;
    try {
      const folder = await realpath(given);
      const real = await realpath(file);
      if (!real.startsWith(folder + path.sep)) {
        throw new ImageReadError('a symbolic link leads outside the images folder');
      }
      // O_NONBLOCK: a FIFO opens at once (and is then refused) instead of waiting for a writer.
      handle = await open(real, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
      const info = await handle.stat();
      if (!info.isFile()) throw new ImageReadError('not a file');
      if (info.size > this.maxBytes) throw this.tooLarge();
      return await handle.readFile();
    } catch (error) {
      if (error instanceof ImageReadError) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      throw new ImageReadError(
        code === 'ENOENT' ? `no such file in ${given}` : `cannot be read (${code ?? 'error'})`,
      );
    } finally {
      await handle?.close();
    }
  }

  private async fetch(address: string): Promise<Buffer> {
    const seconds = this.options.fetchTimeoutMs / 1000;
    const signal = AbortSignal.timeout(this.options.fetchTimeoutMs);
    try {
      // Each redirect's connection is checked by the guard as the first one is.
      const response = await fetch(address, {
        signal,
        redirect: 'follow',
        dispatcher: this.guard.dispatcher,
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new ImageReadError(`the server answered ${response.status}`);
      }
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > this.maxBytes) {
        await response.body?.cancel();
        throw this.tooLarge();
      }
      return await this.readBounded(response);
    } catch (error) {
      if (error instanceof ImageReadError) throw error;
      if (isInternalAddressRefusal(error)) throw new ImageReadError('is not a public address');
      if (signal.aborted) throw new ImageReadError(`no answer within ${seconds} s`);
      const cause = (error as Error & { cause?: Error }).cause;
      throw new ImageReadError(
        `could not be fetched (${cause?.message ?? (error as Error).message})`,
      );
    }
  }

  /** The body, stopping as soon as it passes the limit (a length header can be missing or lie). */
  private async readBounded(response: Response): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    if (!response.body) return Buffer.alloc(0);
    for await (const chunk of response.body) {
      size += chunk.length;
      // Leaving the loop by throwing cancels the stream: the rest is never downloaded.
      if (size > this.maxBytes) throw this.tooLarge();
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  }

  private tooLarge() {
    const megabytes = this.maxBytes / (1024 * 1024);
    return new ImageReadError(
      megabytes >= 1
        ? `larger than ${Number(megabytes.toFixed(1))} MB`
        : `larger than ${Math.ceil(this.maxBytes / 1024)} KB`,
    );
  }
}
