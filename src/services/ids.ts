// Document ids made on the client, so a create can be shown (and referred to) before the
// server has seen it. Same alphabet and length as Firestore's own auto ids.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  let id = '';
  // 62 * 4 = 248 < 256: drop the few bytes that would bias the choice.
  for (const byte of bytes) id += byte < 248 ? ALPHABET[byte % 62] : ALPHABET[byte % 16];
  return id;
}
