// The local emulator's account chooser, standing in for Google's popup: pick or type an account
// and it is handed back to the app window that opened this one. Plain DOM, no framework.
import { CHOOSER_MESSAGE_TYPE, type ChooserMessage } from './protocol';

const STORAGE_KEY = 'boards:emulator-accounts';
const MAX_REMEMBERED = 5;

interface Account {
  email: string;
  displayName: string;
}

function rememberedAccounts(): Account[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is Account =>
            typeof item?.email === 'string' && typeof item?.displayName === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function remember(account: Account): void {
  const others = rememberedAccounts().filter((a) => a.email !== account.email);
  localStorage.setItem(STORAGE_KEY, JSON.stringify([account, ...others].slice(0, MAX_REMEMBERED)));
}

function choose(account: Account): void {
  const opener = window.opener as Window | null;
  const error = document.getElementById('error');
  if (!opener) {
    if (error) error.textContent = 'Open this page from the app’s “Sign in with Google” button.';
    return;
  }
  remember(account);
  const message: ChooserMessage = { type: CHOOSER_MESSAGE_TYPE, ...account };
  opener.postMessage(message, window.location.origin);
}

function renderAccounts(): void {
  const list = document.getElementById('accounts');
  if (!list) return;
  for (const account of rememberedAccounts()) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = `Continue as ${account.email}`; // textContent: any text shows as text.
    button.title = account.displayName;
    button.addEventListener('click', () => choose(account));
    list.append(button);
  }
}

function onSubmit(event: SubmitEvent): void {
  event.preventDefault();
  const email = (document.getElementById('email') as HTMLInputElement).value.trim();
  const displayName = (document.getElementById('display-name') as HTMLInputElement).value.trim();
  const error = document.getElementById('error');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    if (error) error.textContent = 'Enter an email address, like ada@example.com.';
    return;
  }
  if (error) error.textContent = '';
  choose({ email, displayName: displayName || (email.split('@')[0] ?? email) });
}

renderAccounts();
const form = document.getElementById('account-form') as HTMLFormElement | null;
form?.addEventListener('submit', onSubmit);
form?.querySelector('button[type="submit"]')?.removeAttribute('disabled');
document.getElementById('email')?.focus();
