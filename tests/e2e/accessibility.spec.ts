// axe on the signed-in screens: the dashboard, the board page (its header on every board
// colour, the archived view) and the card details dialog have no serious or critical finding;
// nor do the sharing screens (the Share dialog, the Invitations section, a viewer's board, and
// card details with comments and assignees), nor import and export (the Import dialog in each of
// its steps, a refused file, the board's Export menu).
// Soft checks: one run reports every screen.
import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { COLOR_KEYS, PALETTE } from '../../src/domain/palette';
import { localDay } from '../../src/domain/due';
import {
  addCards,
  addLists,
  boardRoot,
  cardHandle,
  cardsIn,
  createBoard,
  list,
  openBoardMenu,
} from './boardActions';
import {
  patchDocument,
  seedBoard,
  uidForEmail,
  uniqueEmail,
  writeUserBoards,
} from './emulatorAdmin';
import { accept, invite, shareDialog } from './sharingActions';
import { signInAs } from './signIn';
import { chooseFile, holdCalls, importDialog } from './transferActions';
import { makeTrelloExport } from '../fixtures/trelloBoard';

/** axe's serious and critical findings on the page (or a part of it), each with its nodes. */
async function seriousFindings(page: Page, within?: string) {
  // The screen as a person reads it, once still: a dialog fading in (the Modal's 150 ms opacity
  // transition) has lower contrast mid-fade, and a slow machine can catch it there.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    null,
    { timeout: 5_000 },
  );
  const axe = new AxeBuilder({ page });
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  return violations
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((finding) => ({
      rule: finding.id,
      impact: finding.impact,
      nodes: finding.nodes.map((node) => node.target.join(' ')),
    }));
}

const day = (fromToday: number) => localDay(new Date(Date.now() + fromToday * 86_400_000));

/** "#0c66e4" as the browser writes a computed colour. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

test.describe('accessibility (axe)', () => {
  test('dashboard, board page on every colour, archived view and card details', async ({
    page,
  }) => {
    test.slow(); // Nine board colours, each checked.
    const email = uniqueEmail('axe');
    await page.goto('/');
    await signInAs(page, email, 'Ada Axe');
    const uid = (await uidForEmail(email))!;

    // One board per palette colour; the first has lists and cards with every kind of badge.
    const boards = [];
    for (const [index, color] of COLOR_KEYS.entries()) {
      const made = await seedBoard(
        uid,
        index === 0 ? { lists: 3, cards: 9 } : { lists: 1, cards: 1 },
      );
      await patchDocument(`boards/${made.boardId}`, {
        title: `${PALETTE[color].name} board`,
        color,
      });
      boards.push(made);
    }
    await writeUserBoards(
      uid,
      boards.map((made) => made.boardId),
    );
    const [main] = boards;
    const cardPath = (at: number) => `boards/${main!.boardId}/cards/${main!.cards[at]!.id}`;
    await patchDocument(cardPath(0), {
      title: 'Every badge',
      // Some of the board's labels on, some off: the dialog shows both kinds of toggle.
      labelIds: ['lbl-bug', 'lbl-feature', 'lbl-design'],
      due: day(-1),
      description: 'Has one.',
      checklist: [
        { id: 'item-1', text: 'First', done: true },
        { id: 'item-2', text: 'Second', done: false },
      ],
    });
    await patchDocument(cardPath(1), { due: day(1), labelIds: [], checklist: [] });
    await patchDocument(cardPath(4), { title: 'Done late', due: day(-3), dueComplete: true });
    await patchDocument(cardPath(2), {
      labelIds: ['lbl-urgent', 'lbl-later'],
      due: day(20),
      checklist: [{ id: 'item-1', text: 'Only', done: true }],
    });
    await patchDocument(cardPath(3), { title: 'Put away', archived: true });

    await page.goto('/dashboard');
    for (const color of COLOR_KEYS) {
      await expect(page.getByRole('link', { name: `${PALETTE[color].name} board` })).toBeVisible();
    }
    expect.soft(await seriousFindings(page)).toEqual([]);

    await page.getByRole('link', { name: 'Blue board' }).click();
    await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready');
    await addLists(page, ['Empty']);
    await expect(cardsIn(list(page, 'List 1')).filter({ hasText: 'Every badge' })).toBeVisible();
    expect.soft(await seriousFindings(page)).toEqual([]);

    // The header sits on the board's colour: every colour of the palette.
    const header = page.getByRole('banner');
    for (const color of COLOR_KEYS) {
      await patchDocument(`boards/${main!.boardId}`, { color });
      await expect(header).toHaveCSS('background-color', rgb(PALETTE[color].fill));
      expect.soft(await seriousFindings(page, 'header'), color).toEqual([]);
    }

    await (
      await openBoardMenu(page)
    )
      .getByRole('menuitemcheckbox', { name: 'Archived items' })
      .click();
    await expect(page.getByRole('list', { name: 'Archived cards' })).toContainText('Put away');
    expect.soft(await seriousFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back to the lists' }).click();

    // The card opens by keyboard (Enter on it) and by click.
    const card = cardHandle(cardsIn(list(page, 'List 1')).filter({ hasText: 'Every badge' }));
    await card.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Every badge' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    expect.soft(await seriousFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
    await card.click();
    await expect(dialog).toHaveAttribute('data-state', 'open');
  });

  test('sharing: Share dialog, Invitations, a viewer’s board, comments and assignees', async ({
    browser,
  }) => {
    test.slow(); // Three people sign in.
    const owner = await (await browser.newContext()).newPage();
    const editor = await (await browser.newContext()).newPage();
    const viewer = await (await browser.newContext()).newPage();
    const editorEmail = uniqueEmail('axe-editor');
    const viewerEmail = uniqueEmail('axe-viewer');
    await owner.goto('/');
    await signInAs(owner, uniqueEmail('axe-owner'), 'Olive Owner');
    await createBoard(owner, 'Shared axe');
    await addLists(owner, ['To do']);
    await addCards(owner, 'To do', ['Talk it over']);
    await invite(owner, editorEmail, 'Editor');
    await invite(owner, viewerEmail, 'Viewer');

    // The invitee's dashboard, with its Invitations section.
    await editor.goto('/');
    await signInAs(editor, editorEmail, 'Eddie Editor');
    await expect(editor.getByRole('region', { name: 'Invitations' })).toContainText('Shared axe');
    expect.soft(await seriousFindings(editor), 'invitations').toEqual([]);
    await accept(editor, 'Shared axe');

    // The owner's Share dialog: a pending invitation and a member.
    await owner.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(shareDialog(owner).getByRole('region', { name: 'Members' })).toContainText(
      'Eddie Editor',
    );
    expect.soft(await seriousFindings(owner), 'share dialog').toEqual([]);
    await shareDialog(owner).getByRole('button', { name: 'Close' }).click();

    // Card details with a comment and an assignee.
    const card = cardHandle(cardsIn(list(owner, 'To do')).filter({ hasText: 'Talk it over' }));
    await card.click();
    const details = owner.getByRole('dialog', { name: 'Talk it over' });
    await details.getByRole('textbox', { name: 'Write a comment' }).fill('Looks good to me.');
    await details.getByRole('button', { name: 'Add comment' }).click();
    await expect(details.getByText('Looks good to me.')).toBeVisible();
    await details.getByRole('button', { name: 'Assign Eddie Editor' }).click();
    await expect(details.getByRole('button', { name: 'Assign Eddie Editor' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect.soft(await seriousFindings(owner), 'card details, shared').toEqual([]);

    // A viewer's board, read only.
    await viewer.goto('/');
    await signInAs(viewer, viewerEmail, 'Vera Viewer');
    await accept(viewer, 'Shared axe');
    await viewer.getByRole('link', { name: 'Shared axe' }).click();
    await expect(viewer.getByText('You can only view this board.')).toBeVisible();
    expect.soft(await seriousFindings(viewer), 'viewer board').toEqual([]);
  });

  test('import and export: the Import dialog at each step, a refused file, the Export menu', async ({
    page,
  }, testInfo) => {
    test.slow(); // 120 cards are imported while the progress bar is checked.
    await page.goto('/');
    await signInAs(page, uniqueEmail('axe-import'), 'Ivy Import');
    const dialog = importDialog(page);

    // Choosing a file, then a file that is refused: the alert and "Choose another file".
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Choose a file' })).toBeVisible();
    expect.soft(await seriousFindings(page), 'import: choosing').toEqual([]);
    await page.keyboard.press('Escape');
    const refused = testInfo.outputPath('notes.json');
    await fs.writeFile(refused, 'this is not { json');
    await chooseFile(page, refused);
    await expect(dialog.getByRole('alert')).toContainText('isn’t JSON');
    expect.soft(await seriousFindings(page), 'import: refused file').toEqual([]);
    await page.keyboard.press('Escape');

    // The summary, the progress bar while writing, and the end.
    const trello = testInfo.outputPath('trello.json');
    await fs.writeFile(trello, JSON.stringify(makeTrelloExport({ lists: 3, cardsPerList: 40 })));
    await chooseFile(page, trello);
    await expect(dialog.getByRole('list', { name: 'What will be imported' })).toContainText(
      '120 cards',
      { timeout: 30_000 },
    );
    expect.soft(await seriousFindings(page), 'import: summary').toEqual([]);
    // A slow network holds the cards, then the saving, so that each step stays to be checked.
    const part = await holdCalls(page, 'importPart');
    const finish = await holdCalls(page, 'importFinish');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await part.held;
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await expect(dialog.getByText('0 of 120 cards')).toBeVisible();
    expect.soft(await seriousFindings(page), 'import: progress').toEqual([]);
    part.release();
    await finish.held;
    await expect(dialog.getByText('Saving ‘Imported roadmap’ on the server…')).toBeVisible();
    await expect(dialog.getByText('120 of 120 cards')).toBeVisible();
    expect.soft(await seriousFindings(page), 'import: saving on the server').toEqual([]);
    finish.release();
    await expect(dialog.getByText(/^Imported ‘/)).toBeVisible({ timeout: 120_000 });
    expect.soft(await seriousFindings(page), 'import: done').toEqual([]);

    // The board menu, with its Export items, open.
    await dialog.getByRole('button', { name: 'Open board' }).click();
    await expect(boardRoot(page)).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    await expect(
      (await openBoardMenu(page)).getByRole('menuitem', { name: 'Export as JSON' }),
    ).toBeVisible();
    expect.soft(await seriousFindings(page), 'board menu').toEqual([]);
  });
});
