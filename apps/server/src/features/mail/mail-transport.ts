/**
 * Where mail goes (design §6): an SMTP server when SMTP_URL is set, otherwise an .eml file per
 * mail under DATA_DIR/mail/ whose path is logged, so a fresh clone shows its mail offline.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { MailAttachment } from './outbox.js';

export interface MailMessage {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments: MailAttachment[];
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

function nodemailerMessage(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    attachments: message.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
    })),
    headers: { 'X-Staylane-Mail-Id': String(message.id), 'X-Staylane-Mail-Kind': message.kind },
  };
}

export function mailTransportFor(config: Config, log: FastifyBaseLogger): MailTransport {
  const from = config.MAIL_FROM;
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await smtp.sendMail(nodemailerMessage(from, message));
      },
      close: () => smtp.close(),
    };
  }
  const directory = path.resolve(config.DATA_DIR, 'mail');
  const files = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  // Made once, not before every mail (a system call per mail); made again after a
  // failed write, in case the directory went away.
  let directoryMade: Promise<unknown> | undefined;
  return {
    async send(message) {
      const info = await files.sendMail(nodemailerMessage(from, message));
      const file = path.join(directory, `${Date.now()}-${message.id}-${message.kind}.eml`);
      try {
        await (directoryMade ??= mkdir(directory, { recursive: true }));
        await writeFile(file, info.message as Buffer);
      } catch (error) {
        directoryMade = undefined;
        throw error;
      }
      log.info({ mailId: message.id, file }, 'mail written to a file (no SMTP_URL)');
    },
    close: () => files.close(),
  };
}
