/**
 * What the porting page (src/components/PortPlan) refuses to read, with the
 * message it shows: no text, a binary file, more than the page reads. Apart
 * from the reader (pawn-scan.mjs), so that the page loads these few lines and
 * the reader loads only when a plan is asked for.
 */

/** The most the page reads: larger input is refused with a message, not truncated. */
export const maxSourceBytes = 2 * 1024 * 1024;

/** The message for input of `bytes` bytes when it is over the most the page reads, else undefined. */
export function tooLarge(bytes) {
  if (bytes <= maxSourceBytes) return undefined;
  return `This is ${(bytes / 1024 / 1024).toFixed(1)} MB; the page reads plugins of up to ${maxSourceBytes / 1024 / 1024} MB.`;
}

/**
 * Why a text cannot be read as a plugin, or undefined when it can: empty, too
 * large, or not text.
 * @param {string} text
 * @param {number} bytes its size as read (a file's size, or the text's length)
 */
export function unreadableInput(text, bytes = text.length) {
  const large = tooLarge(bytes);
  if (large) return large;
  if (text.trim() === '') return 'There is nothing to read: paste a plugin or choose its .sma file.';
  const sample = text.slice(0, 65536);
  // Control characters other than tabs and line ends: none in source, many in a compiled file.
  let control = 0;
  for (let i = 0; i < sample.length; i++) {
    const code = sample.charCodeAt(i);
    if (code < 32 && code !== 9 && code !== 10 && code !== 11 && code !== 12 && code !== 13) control++;
  }
  if (sample.includes('\u0000') || control > sample.length / 100) {
    return 'This looks like a binary file (a compiled .amxx?), not Pawn source: choose the .sma file.';
  }
  return undefined;
}
