// Saving a file the app made (an export) to the person's downloads: a Blob behind a temporary
// object URL, clicked through a temporary <a download>. No server round trip, works offline.

/** How long the object URL outlives the click: the browser reads the Blob after the click returns. */
const REVOKE_AFTER_MS = 60_000;

export function saveFile(name: string, mime: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
