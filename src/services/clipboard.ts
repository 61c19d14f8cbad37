// The clipboard: the Clipboard API where the page may use it, else the old select-and-copy of
// what the person sees on screen (headless browsers and plain http have neither), which they
// can then also copy by hand.

/** Selects the text of `shown`: a field's value, or an element's text. */
function selectText(shown: HTMLElement) {
  if (shown instanceof HTMLInputElement || shown instanceof HTMLTextAreaElement) shown.select();
  else window.getSelection()?.selectAllChildren(shown);
}

/** Copies `text`; returns whether it reached the clipboard. */
export async function copyText(text: string, shown: HTMLElement | null) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!shown) return false;
    selectText(shown);
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
