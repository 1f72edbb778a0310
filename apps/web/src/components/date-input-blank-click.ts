/**
 * Whether a click at `clientX` landed on the blank part of a date field: right of the date's
 * text and left of the calendar button. The browser draws the text inside the field where no
 * script can measure it, so it is measured here in the field's own font, in the visitor's
 * date format, taking the wider of a date and the empty field's "mm/dd/yyyy".
 */

/** Room for Chromium's calendar button at the field's right end (16 px and its margins). */
const PICKER_BUTTON_PX = 28;
/** Chromium pads each segment a little; a click just past the text still means the year. */
const SEGMENT_SLACK_PX = 8;

let canvas: HTMLCanvasElement | undefined;

function textWidth(text: string, font: string): number {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return Number.POSITIVE_INFINITY;
  context.font = font;
  return context.measureText(text).width;
}

/** The visitor's date format for a sample day, and the same with letters for the digits. */
function dateTexts(): string[] {
  const format = new Intl.DateTimeFormat(undefined, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  });
  const parts = format.formatToParts(new Date(Date.UTC(2026, 11, 28)));
  const empty = parts
    .map((part) =>
      part.type === 'year'
        ? 'yyyy'
        : part.type === 'month'
          ? 'mm'
          : part.type === 'day'
            ? 'dd'
            : part.value,
    )
    .join('');
  return [parts.map((part) => part.value).join(''), empty];
}

export function isBlankOfDateField(field: HTMLInputElement, clientX: number): boolean {
  const style = getComputedStyle(field);
  const box = field.getBoundingClientRect();
  const textStart = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
  const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const width = Math.max(...dateTexts().map((text) => textWidth(text, font)));
  const pickerStart =
    box.right -
    parseFloat(style.borderRightWidth) -
    parseFloat(style.paddingRight) -
    PICKER_BUTTON_PX;
  return clientX > textStart + width + SEGMENT_SLACK_PX && clientX < pickerStart;
}
