// The screenshots' board shaped to a team's process (issue 32), through the app as a person
// would: a limit on "Doing", a Priority field shown on the card fronts, due dates for the
// calendar, and a template card. Used by scripts/screenshots.mjs after the board is made.

/** Days from today as YYYY-MM-DD, in this machine's zone (the browser's). */
function dayFromToday(days) {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (value) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * What the pictures show: each card's priority and due day (days from today), and a start day
 * for one, so the calendar shows a bar from its start to its due.
 */
export const PROCESS = {
  limit: { list: 'Doing', most: '3' },
  field: { name: 'Priority', options: ['High', 'Low'] },
  cards: {
    'Record the demo video': { priority: 'High', due: 2 },
    'Write the release notes': { priority: 'Low', due: 5 },
    'Translate the onboarding emails': { priority: 'High', due: 9, start: 6 },
  },
  template: { list: 'To do', title: 'Weekly status report' },
};

const region = (page, name) => page.getByRole('region', { name, exact: true });

async function setLimit(page) {
  const { list, most } = PROCESS.limit;
  await page.getByRole('button', { name: `List actions for ${list}` }).click();
  await page.getByRole('menuitem', { name: 'Set limit…' }).click();
  const dialog = page.getByRole('dialog', { name: 'List limit' });
  await dialog.getByRole('spinbutton').fill(most);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function defineField(page) {
  const { name, options } = PROCESS.field;
  await page.getByRole('button', { name: 'Board menu' }).click();
  await page
    .getByRole('menu', { name: 'Board menu' })
    .getByRole('menuitem', { name: 'Custom fields' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Custom fields' });
  await dialog.getByRole('textbox', { name: 'New field’s name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'New field’s type' }).selectOption('Dropdown');
  await dialog.getByRole('button', { name: 'Add field' }).click();
  const field = dialog.getByRole('listitem', { name });
  for (const option of options) {
    await field.getByRole('textbox', { name: `New option of ${name}` }).fill(option);
    await field.getByRole('button', { name: 'Add option' }).click();
    await field.getByRole('textbox', { name: `Option ${option}` }).waitFor();
  }
  await field.getByRole('checkbox', { name: 'Show on card front' }).check();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

async function openCard(page, title) {
  await page.getByRole('button', { name: title, exact: true }).first().click();
  const details = page.getByRole('dialog', { name: title });
  await details.waitFor();
  return details;
}

async function fillCards(page) {
  for (const [title, { priority, due, start }] of Object.entries(PROCESS.cards)) {
    const details = await openCard(page, title);
    await details
      .getByRole('region', { name: 'Custom fields' })
      .getByRole('combobox', { name: PROCESS.field.name })
      .selectOption(priority);
    const day = details.getByRole('textbox', { name: 'Due date' });
    await day.fill(dayFromToday(due));
    await day.blur();
    if (start !== undefined) {
      const from = details.getByLabel('Start date', { exact: true });
      await from.fill(dayFromToday(start));
      await from.blur();
    }
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
  }
}

async function addTemplate(page) {
  const { list, title } = PROCESS.template;
  const column = region(page, list);
  await column.getByRole('button', { name: 'Add a card' }).click();
  const input = column.getByLabel('Card title');
  await input.fill(title);
  await input.press('Enter');
  await column.locator('[data-card-id]', { hasText: title }).waitFor();
  await input.press('Escape');
  const details = await openCard(page, title);
  await details.getByRole('button', { name: 'Make template' }).click();
  await details.getByRole('button', { name: 'Template', exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await details.waitFor({ state: 'detached' });
}

/** Shapes the open board to the process above; resolves once every edit has reached the server. */
export async function shapeTheProcess(page) {
  await setLimit(page);
  await defineField(page);
  await fillCards(page);
  await addTemplate(page);
  await page.mouse.click(5, 5);
  await page.getByText(/Saving \d+ change/).waitFor({ state: 'detached', timeout: 60_000 });
}
