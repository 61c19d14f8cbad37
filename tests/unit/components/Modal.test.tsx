import { render, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { AppProviders } from '../../../src/app/App';
import { makeStore } from '../../../src/app/store';
import { Modal } from '../../../src/components/Modal/Modal';

/** A page with an "Open" button that owns the modal's open state, as a screen of the app would. */
function Harness({ width, children }: { width?: string; children?: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} heading="Rename board" width={width}>
        {children}
      </Modal>
    </>
  );
}

function renderHarness(props: { width?: string; children?: ReactNode } = {}) {
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={makeStore(undefined, { runSagas: false })}>
      <Harness {...props} />
    </AppProviders>,
  );
  return { user, ...view };
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Rename board' });
}

/** The max-width the styled-components rules give the dialog (jsdom reads the injected <style>). */
const maxWidthOf = (element: HTMLElement) => getComputedStyle(element).maxWidth;

const formFields = (
  <form>
    <label>
      Board name
      <input name="name" defaultValue="Groceries" />
    </label>
    <button type="submit">Save</button>
  </form>
);

describe('Modal', () => {
  it('shows no dialog while it is closed', () => {
    renderHarness();

    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog named by its heading, above the page in a portal', async () => {
    const { user, container } = renderHarness({ children: <p>Pick a new name.</p> });

    const dialog = await openModal(user);

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Rename board' })).toBeInTheDocument();
    expect(within(dialog).getByText('Pick a new name.')).toBeInTheDocument();
    expect(container).not.toContainElement(dialog);
    expect(screen.getByTestId('modal-overlay').parentElement).toBe(document.body);
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));
  });

  it('is narrow (28rem) by default', async () => {
    const { user } = renderHarness();

    expect(maxWidthOf(await openModal(user))).toBe('28rem');
  });

  it('takes the width it is given', async () => {
    const { user } = renderHarness({ width: '40rem' });

    expect(maxWidthOf(await openModal(user))).toBe('40rem');
  });

  it('closes with its Close button, after its closing transition', async () => {
    const { user } = renderHarness();
    const dialog = await openModal(user);
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(dialog).toHaveAttribute('data-state', 'closed');
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it('closes with Escape', async () => {
    const { user } = renderHarness();
    await openModal(user);

    await user.keyboard('{Escape}');

    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it('closes on a click on the dimmed overlay, but not on a click inside the dialog', async () => {
    const { user } = renderHarness({ children: <p>Pick a new name.</p> });
    const dialog = await openModal(user);
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'open'));

    await user.click(dialog);
    await user.click(within(dialog).getByText('Pick a new name.'));
    expect(screen.getByRole('dialog', { name: 'Rename board' })).toHaveAttribute(
      'data-state',
      'open',
    );

    await user.click(screen.getByTestId('modal-overlay'));

    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it('moves focus into the dialog when it opens', async () => {
    const { user } = renderHarness({ children: formFields });
    const dialog = await openModal(user);

    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByRole('button', { name: 'Open' })).not.toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = renderHarness({ children: formFields });
    const dialog = await openModal(user);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const name = within(dialog).getByRole('textbox', { name: 'Board name' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(close).toHaveFocus());

    await user.tab();
    expect(name).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    await user.tab({ shift: true });
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('gives focus back to the Open button after it closes', async () => {
    const { user } = renderHarness({ children: formFields });
    const dialog = await openModal(user);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('stops the page behind from scrolling while open, and lets it scroll again after', async () => {
    const { user } = renderHarness();
    expect(document.body.style.overflow).toBe('');

    const dialog = await openModal(user);
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

    expect(document.body.style.overflow).toBe('');
  });
});
