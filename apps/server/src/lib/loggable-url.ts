/**
 * What the log keeps of a request's address. A channel feed's address is its secret (anyone who
 * has it reads the room's calendar), and a query's values are what people typed (a guest's name
 * or e-mail in the admin's reservation search): the log keeps the path with the feed token
 * replaced, and the query's names without their values.
 */

/** `/ical/{token}.ics`: the room type's calendar, readable by whoever knows the token. */
const FEED_PATH = /^\/ical\/[^/?]+$/;

export function loggableUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const loggablePath = FEED_PATH.test(path) ? '/ical/[redacted]' : path;
  if (mark === -1) return loggablePath;
  const names = [...new Set(new URLSearchParams(url.slice(mark + 1)).keys())];
  return `${loggablePath}?${names.map((name) => `${encodeURIComponent(name)}=…`).join('&')}`;
}
