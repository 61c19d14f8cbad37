// The clipboard: the Clipboard API where the page may use it, else the old select-and-copy of a
// field the person can also copy from by hand (headless browsers and plain http have neither).

/** Copies `text`; returns whether it reached the clipboard. */
export async function copyText(text: string, field: HTMLInputElement | HTMLTextAreaElement | null) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
