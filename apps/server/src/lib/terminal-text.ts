/**
 * Text from elsewhere (an imported file, the database) made safe to print on an operator's
 * terminal. A terminal obeys control characters: ESC starts sequences that move the cursor,
 * clear the screen, retitle the window or print a link whose target differs from its text
 * (OSC 8), BEL rings, CR and LF rewrite or forge lines. Bidirectional controls reorder what
 * the eye reads. Each such character is shown as its escape instead (ESC as `\x1b`), so the
 * operator sees what the file holds and the terminal acts on none of it; the data itself is
 * stored as given (docs/decisions/010-catalogue-import-export.md, 2026-11-28).
 */

/**
 * C0 controls, DEL and C1 controls (U+0080–U+009F: some terminals read U+009B as CSI), the line
 * and paragraph separators, and the bidirectional marks, embeddings, overrides and isolates.
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching controls is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

function escapeOf(character: string): string {
  const code = character.codePointAt(0)!;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
}

/** `text` with every character a terminal would act on written out as its escape. */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, escapeOf);
}
