// The headers at every width (issue 31 §1), in their fullest state: a 100-character board name,
// a long display name, an unread notification, six members, and a viewer's note. At 320, 390,
// 768, 1024, 1280, 1366, 1440 and 1920 px the page never scrolls sideways, every header control
// lies inside the window, the board's name keeps a readable width, and a phone's header is one
// row. On a 390 px phone each menu opens inside the window.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addCards, addLists, createBoard, list } from './boardActions';
import {
  patchDocument,
  readDocument,
  setDocuments,
  uidForEmail,
  uniqueEmail,
} from './emulatorAdmin';
import { signInAs } from './signIn';

const WIDTHS = [320, 390, 768, 1024, 1280, 1366, 1440, 1920];
const TITLE =
  `Launch plan for the quarterly product review, ${'with every team’s notes '.repeat(3)}`
    .slice(0, 100)
    .trim();
const OWNER = 'Maximiliana Wolfeschlegelstein-Bergerdorff';
const VIEWER = 'Bartholomew Featherstonehaugh-Cholmondeley';

/** Tells the person of something, unread, as another person's edit would. */
async function oneUnread(uid: string, boardId: string) {
  await setDocuments({
    [`users/${uid}/notifications/layout-${Date.now()}`]: {
      kind: 'assigned',
      what: 'cardAssign',
      actorId: 'someone-else',
      actorName: 'Someone Else',
      boardId,
      boardTitle: TITLE,
      cardId: null,
      cardTitle: '',
      excerpt: '',
      entryId: null,
      at: new Date(),
      read: false,
    },
  });
}

/** Adds four more people (and `viewerUid`, a viewer) to the board's members. */
async function addMembers(boardId: string, viewerUid: string) {
  const board = await readDocument(`boards/${boardId}`);
  const members: Record<string, unknown> = { ...(board!.data.members as object) };
  for (const [index, name] of [
    'Ada Lovelace',
    'Grace Hopper',
    'Alan Turing',
    'Edsger Dijkstra',
  ].entries()) {
    members[`layout-member-${index}`] = {
      role: 'editor',
      name,
      email: `member${index}@example.com`,
    };
  }
  members[viewerUid] = { role: 'viewer', name: VIEWER, email: 'viewer@example.com' };
  await patchDocument(`boards/${boardId}`, { members });
}

const isShown = async (control: Locator) => (await control.boundingBox()) !== null;

/** The page does not scroll sideways, and every shown control of the banner is inside it. */
async function expectInsideWindow(page: Page, what: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what}: the page's width`).toBeLessThanOrEqual(innerWidth);
  const controls = page.getByRole('banner').locator('a, button, h1, select, input');
  for (const control of await controls.all()) {
    if (!(await control.isVisible()) || !(await isShown(control))) continue;
    const box = (await control.boundingBox())!;
    // A visually hidden word (1 px, clipped) is not a control one sees.
    if (box.width <= 1) continue;
    const name = `${what}: ${await control.evaluate((element) => element.getAttribute('aria-label') ?? element.textContent)}`;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(innerWidth);
    expect(box.y, name).toBeGreaterThanOrEqual(0);
  }
}

async function expectBoardHeaderFits(page: Page, who: string) {
  const header = page.getByRole('banner');
  const account = header.getByRole('button', { name: /^Account: / });
  const title = header.getByRole('heading', { level: 1 });
  for (const width of WIDTHS) {
    const height = width <= 390 ? 844 : 800;
    await page.setViewportSize({ width, height });
    const what = `${who} at ${width} px`;
    await expect(account, what).toBeInViewport({ ratio: 1 });
    await expectInsideWindow(page, what);
    const titleBox = (await title.boundingBox())!;
    // A readable share: at least about ten characters, a quarter of a laptop's header.
    expect(titleBox.width, `${what}: the name's width`).toBeGreaterThanOrEqual(
      width >= 1280 ? width / 4 : 90,
    );
    const accountBox = (await account.boundingBox())!;
    const homeBox = (await header.getByRole('link', { name: 'Boards' }).boundingBox())!;
    // One row: the way back and the account menu side by side.
    expect(
      Math.abs(accountBox.y + accountBox.height / 2 - (homeBox.y + homeBox.height / 2)),
      `${what}: one row`,
    ).toBeLessThan(4);
    const banner = (await header.boundingBox())!;
    console.log(
      `${what}: header ${Math.round(banner.height)} px tall, the name ${Math.round(titleBox.width)} px wide`,
    );
  }
}

test('the board and dashboard headers fit at every width, in every state', async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  const viewer = await (
    await browser.newContext({ viewport: { width: 1280, height: 800 } })
  ).newPage();
  const ownerEmail = uniqueEmail('wide-owner');
  const viewerEmail = uniqueEmail('wide-viewer');
  await owner.goto('/');
  await signInAs(owner, ownerEmail, OWNER);
  await viewer.goto('/');
  await signInAs(viewer, viewerEmail, VIEWER);
  const boardId = await createBoard(owner, TITLE);
  // One list: on a laptop many lists scroll the page sideways by design (the header stays).
  await addLists(owner, ['To do']);
  await addCards(owner, 'To do', ['Draft the brief']);
  const [ownerUid, viewerUid] = [
    (await uidForEmail(ownerEmail))!,
    (await uidForEmail(viewerEmail))!,
  ];
  await addMembers(boardId, viewerUid);
  await oneUnread(ownerUid, boardId);
  await oneUnread(viewerUid, boardId);

  const inbox = (page: Page) =>
    page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(inbox(owner)).toHaveAccessibleName('Notifications, 1 unread');
  // Six members: three faces and "+3" naming the others.
  const faces = owner
    .getByRole('banner')
    .getByRole('list', { name: 'Members' })
    .getByRole('listitem');
  await expect(faces).toHaveCount(4);
  await expect(faces.last()).toHaveAccessibleName(/^3 more: /);
  await expectBoardHeaderFits(owner, 'owner');

  await viewer.goto(`/boards/${boardId}`);
  await expect(list(viewer, 'To do')).toBeVisible();
  await expect(inbox(viewer)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(viewer.getByText('You can only view this board.')).toBeAttached();
  await expectBoardHeaderFits(viewer, 'viewer');

  await owner.goto('/dashboard');
  await expect(owner.getByRole('link', { name: TITLE })).toBeVisible();
  for (const width of WIDTHS) {
    await owner.setViewportSize({ width, height: width <= 390 ? 844 : 800 });
    await expectInsideWindow(owner, `dashboard at ${width} px`);
    const banner = (await owner.getByRole('banner').boundingBox())!;
    // One row: the tallest control, a 36 px button, and the bar's padding.
    expect(banner.height, `dashboard at ${width} px: one row`).toBeLessThan(60);
  }
});

test('on a phone every menu opens inside the window', async ({ browser }) => {
  const page = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true })
  ).newPage();
  await page.goto('/');
  await signInAs(page, uniqueEmail('phone-menus'), OWNER);
  await createBoard(page, TITLE);
  await addLists(page, ['To do']);

  const insideWindow = async (menu: Locator, what: string) => {
    await expect(menu).toBeVisible();
    // Floating UI places it on the next frame: wait for it to settle inside.
    await expect(menu, what).toBeInViewport({ ratio: 1 });
    const box = (await menu.boundingBox())!;
    expect(box.x, what).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, what).toBeLessThanOrEqual(390);
    expect(box.y + box.height, what).toBeLessThanOrEqual(844);
    console.log(
      `phone 390×844: ${what} at x ${Math.round(box.x)}…${Math.round(box.x + box.width)}`,
    );
  };

  await page.getByRole('button', { name: 'Board menu' }).click();
  const boardMenu = page.getByRole('menu', { name: 'Board menu' });
  await insideWindow(boardMenu, 'the board menu');
  // The controls a phone's header folds away lead it.
  await expect(boardMenu.getByRole('menuitem', { name: 'Search' })).toBeVisible();
  await expect(boardMenu.getByRole('menuitemcheckbox', { name: 'Filter' })).toBeVisible();
  await expect(boardMenu.getByRole('group', { name: 'Colour' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(boardMenu).toHaveCount(0);

  await page.getByRole('button', { name: /^Account: / }).click();
  await insideWindow(page.getByRole('menu', { name: 'Account' }), 'the account menu');
  await page.keyboard.press('Escape');

  await list(page, 'To do').getByRole('button', { name: 'List actions for To do' }).click();
  await insideWindow(page.getByRole('menu', { name: 'Actions for To do' }), 'a list’s menu');
  await page.keyboard.press('Escape');

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: TITLE })).toBeVisible();
  await page.getByRole('button', { name: /^Account: / }).click();
  await insideWindow(page.getByRole('menu', { name: 'Account' }), 'the dashboard’s account menu');
});
