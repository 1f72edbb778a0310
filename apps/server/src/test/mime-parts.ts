/** Just enough MIME for tests: the decoded leaf parts of a raw message, with their headers. */
export interface MimePart {
  contentType: string;
  headers: string;
  body: string;
}

function decode(body: string, encoding: string): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes: number[] = [];
    const text = body.replace(/=\r?\n/g, '');
    for (let i = 0; i < text.length; i += 1) {
      if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
        bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(text[i]!, 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

export function mimeParts(raw: string): MimePart[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const contentType =
    /^content-type:\s*([^;\r\n]+)/im.exec(headers)?.[1]?.trim().toLowerCase() ?? 'text/plain';
  if (contentType.startsWith('multipart/')) {
    const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? '';
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => mimeParts(part.replace(/^\r?\n/, '')));
  }
  const encoding =
    /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase() ?? '7bit';
  return [{ contentType, headers, body: decode(body, encoding) }];
}
