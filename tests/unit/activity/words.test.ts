// The Activity panel's words, one kind at a time: every ActivityKind says what happened.
import type { ActivityEntry, ActivityKind } from '../../../src/domain/activity';
import { describeActivity } from '../../../src/features/activity';
import { makeEntry } from './activityFixtures';

const NOW = new Date(2026, 5, 1);
const say = (overrides: Partial<ActivityEntry>) => describeActivity(makeEntry(overrides), NOW);

const card = { subject: 'x', field: null, before: null, after: null };

const cases: [ActivityKind, Partial<ActivityEntry>, string][] = [
  ['cardAdd', card, 'added card “x”'],
  ['cardDelete', card, 'deleted card “x”'],
  [
    'cardRename',
    { subject: 'alpha', before: 'alpha', after: 'alpha by bob' },
    'renamed card “alpha” to “alpha by bob”',
  ],
  [
    'cardMove',
    { subject: 'beta', words: { fromList: 'To do', toList: 'Done' } },
    'moved “beta” from To do to Done',
  ],
  ['cardArchive', card, 'archived card “x”'],
  ['cardRestore', card, 'restored card “x”'],
  ['cardDescription', card, 'changed the description of “x”'],
  [
    'cardDue',
    { ...card, before: '2026-03-05', after: '2026-03-09' },
    'changed the due date of “x” from Mar 5 to Mar 9',
  ],
  ['cardStart', { ...card, after: '2026-03-03' }, 'set the start date of “x” to Mar 3'],
  [
    'cardDates',
    { ...card, before: '2026-03-09', after: '2026-03-10', words: { start: '2026-03-04' } },
    'moved the dates of “x” to Mar 4 – Mar 10',
  ],
  ['cardDueDone', card, 'marked the due date of “x” done'],
  ['cardDueUndone', card, 'marked the due date of “x” not done'],
  ['cardLabels', { ...card, words: { label: 'Bug' }, after: true }, 'added label “Bug” to “x”'],
  ['cardAssign', { ...card, words: { person: 'Ada' } }, 'assigned “x” to Ada'],
  ['cardUnassign', { ...card, words: { person: 'Ada' } }, 'unassigned Ada from “x”'],
  ['checklistAdd', { ...card, words: { item: 'milk' } }, 'added “milk” to the checklist of “x”'],
  [
    'checklistRename',
    { ...card, before: 'milk', after: 'oat milk' },
    'renamed checklist item “milk” to “oat milk” on “x”',
  ],
  ['checklistTick', { ...card, words: { item: 'milk' } }, 'checked “milk” on “x”'],
  ['checklistUntick', { ...card, words: { item: 'milk' } }, 'unchecked “milk” on “x”'],
  ['checklistMove', { ...card, words: { item: 'milk' } }, 'moved checklist item “milk” on “x”'],
  [
    'checklistDelete',
    { ...card, words: { item: 'milk' } },
    'deleted checklist item “milk” from “x”',
  ],
  ['listAdd', { subject: 'a' }, 'added list “a”'],
  ['listDelete', { subject: 'a', words: { count: '12' } }, 'deleted list “a” and its 12 cards'],
  ['listRename', { subject: 'a', before: 'a', after: 'b' }, 'renamed list “a” to “b”'],
  ['listMove', { subject: 'a' }, 'moved list “a”'],
  ['listArchive', { subject: 'a' }, 'archived list “a”'],
  ['listRestore', { subject: 'a' }, 'restored list “a”'],
  ['boardRename', { before: 'Plan', after: 'Roadmap' }, 'renamed the board “Plan” to “Roadmap”'],
  [
    'boardRecolor',
    { before: 'blue', after: 'green' },
    'changed the board’s colour from blue to green',
  ],
  [
    'boardLink',
    { before: null, after: 'link-0123456789abcdefghij' },
    'turned on the read-only link',
  ],
  ['labelAdd', { subject: 'Bug' }, 'added label “Bug”'],
  [
    'labelChange',
    { subject: 'Bug', field: 'name', before: 'Bug', after: 'Defect' },
    'renamed label “Bug” to “Defect”',
  ],
  ['labelDelete', { subject: 'Bug' }, 'deleted label “Bug”'],
  ['commentAdd', { subject: 'gamma' }, 'commented on “gamma”'],
  ['commentEdit', { subject: 'gamma' }, 'edited a comment on “gamma”'],
  ['commentDelete', { subject: 'gamma' }, 'deleted a comment on “gamma”'],
  [
    'attachmentAdd',
    { subject: 'gamma', words: { file: 'plan.png' } },
    'attached “plan.png” to “gamma”',
  ],
  [
    'attachmentDelete',
    { subject: 'gamma', words: { file: 'plan.png' } },
    'deleted the file “plan.png” from “gamma”',
  ],
  [
    'cardCover',
    { subject: 'gamma', words: { file: 'plan.png' } },
    'made “plan.png” the cover of “gamma”',
  ],
  ['cardTemplate', { subject: 'Bug report', after: true }, 'made “Bug report” a template'],
  ['boardTemplate', { subject: 'Roadmap', after: true }, 'made the board a template'],
  ['memberRole', { subject: 'Carol', before: 'viewer', after: 'editor' }, 'made Carol an editor'],
  ['listWipLimit', { subject: 'Doing', words: { limit: '3' } }, 'set the limit of “Doing” to 3'],
  [
    'cardRepeat',
    { subject: 'Standup', words: { repeat: 'Every weekday' } },
    'made “Standup” repeat: every weekday',
  ],
  [
    'cardRepeated',
    { subject: 'Standup', after: '2026-11-30' },
    'repeated “Standup”, next due Nov 30',
  ],
  ['memberRemove', { subject: 'Carol' }, 'removed Carol from the board'],
  ['memberLeave', { subject: 'Carol' }, 'left the board'],
  ['boardImport', { words: { count: '1200' } }, 'imported 1,200 cards'],
  [
    'listCopy',
    { subject: 'Doing (copy)', words: { count: '2' } },
    'copied list “Doing (copy)” with 2 cards',
  ],
  [
    'listMoveHere',
    { subject: 'Doing', words: { count: '1', board: 'Home' } },
    'moved list “Doing” here from “Home” with 1 card',
  ],
  [
    'listMoveAway',
    { subject: 'Doing', words: { count: '3', board: 'Work' } },
    'moved list “Doing” to “Work” with 3 cards',
  ],
  [
    'cardFieldValue',
    { subject: 'alpha', words: { fieldName: 'Priority', value: 'High' } },
    'set Priority to “High” on “alpha”',
  ],
  [
    'cardFieldValue',
    { subject: 'alpha', words: { fieldName: 'Priority' } },
    'cleared Priority on “alpha”',
  ],
  ['customFieldAdd', { subject: 'Priority' }, 'added the custom field “Priority”'],
  ['customFieldChange', { subject: 'Priority' }, 'changed the custom field “Priority”'],
  ['customFieldDelete', { subject: 'Priority' }, 'deleted the custom field “Priority”'],
];

describe('describeActivity', () => {
  it.each(cases)('%s', (kind, overrides, words) => {
    expect(say({ ...overrides, kind })).toBe(words);
  });

  it('boardLink turned off', () => {
    expect(say({ kind: 'boardLink', before: 'link-0123456789abcdefghij', after: null })).toBe(
      'turned off the read-only link',
    );
  });

  it('has words for every kind there is', () => {
    const kinds: Record<ActivityKind, true> = {
      cardAdd: true,
      cardDelete: true,
      cardRename: true,
      cardMove: true,
      cardArchive: true,
      cardRestore: true,
      cardDescription: true,
      cardDue: true,
      cardDueDone: true,
      cardDueUndone: true,
      cardStart: true,
      cardDates: true,
      cardLabels: true,
      cardAssign: true,
      cardUnassign: true,
      cardCover: true,
      cardRepeat: true,
      cardRepeated: true,
      cardTemplate: true,
      customFieldAdd: true,
      customFieldChange: true,
      customFieldDelete: true,
      cardFieldValue: true,
      attachmentAdd: true,
      attachmentDelete: true,
      checklistAdd: true,
      checklistRename: true,
      checklistTick: true,
      checklistUntick: true,
      checklistMove: true,
      checklistDelete: true,
      listAdd: true,
      listDelete: true,
      listRename: true,
      listWipLimit: true,
      listMove: true,
      listArchive: true,
      listRestore: true,
      listCopy: true,
      listMoveHere: true,
      listMoveAway: true,
      boardRename: true,
      boardRecolor: true,
      boardTemplate: true,
      boardLink: true,
      labelAdd: true,
      labelChange: true,
      labelDelete: true,
      commentAdd: true,
      commentEdit: true,
      commentDelete: true,
      memberRole: true,
      memberRemove: true,
      memberLeave: true,
      boardImport: true,
    };
    expect([...new Set(cases.map(([kind]) => kind))].sort()).toEqual(Object.keys(kinds).sort());
  });

  it('says a repeat ended', () => {
    expect(say({ kind: 'cardRepeat', subject: 'Standup' })).toBe('stopped “Standup” repeating');
  });

  it('says a list’s limit, strict or not, and its removal', () => {
    expect(
      say({ kind: 'listWipLimit', subject: 'Doing', words: { limit: '2', strict: 'yes' } }),
    ).toBe('set the limit of “Doing” to 2 (strict)');
    expect(say({ kind: 'listWipLimit', subject: 'Doing' })).toBe('removed the limit of “Doing”');
  });

  it('says a card made ordinary again', () => {
    expect(say({ kind: 'cardTemplate', subject: 'Bug report', after: false })).toBe(
      'made “Bug report” an ordinary card',
    );
  });

  it('says a colour cover by its colour', () => {
    expect(say({ kind: 'cardCover', subject: 'gamma', words: { color: 'Green' } })).toBe(
      'gave “gamma” a green cover',
    );
  });

  it('says a cover removed as such', () => {
    expect(say({ kind: 'cardCover', subject: 'gamma' })).toBe('removed the cover of “gamma”');
  });

  it('says a revert is one, in the words of what it did', () => {
    expect(say({ revertOf: 'e0', before: 'alpha by bob', after: 'alpha' })).toBe(
      'reverted: renamed card “alpha by bob” to “alpha”',
    );
  });

  it('says the due date was set, or removed, and gives the year when it is not this one', () => {
    expect(say({ ...card, kind: 'cardDue', after: '2026-03-09' })).toBe(
      'set the due date of “x” to Mar 9',
    );
    expect(say({ ...card, kind: 'cardDue', before: '2026-03-09' })).toBe(
      'removed the due date of “x”',
    );
    expect(say({ ...card, kind: 'cardDue', before: '2025-12-30', after: '2026-01-02' })).toBe(
      'changed the due date of “x” from Dec 30, 2025 to Jan 2',
    );
  });

  it('says the start date was removed or changed', () => {
    expect(say({ ...card, kind: 'cardStart', before: '2026-03-03' })).toBe(
      'removed the start date of “x”',
    );
    expect(say({ ...card, kind: 'cardStart', before: '2026-03-03', after: '2026-03-05' })).toBe(
      'changed the start date of “x” from Mar 3 to Mar 5',
    );
  });

  it('says a move within one list, a label taken off, a single card and an unknown kind', () => {
    expect(say({ kind: 'cardMove', subject: 'b', words: { fromList: 'A', toList: 'A' } })).toBe(
      'moved “b” within A',
    );
    expect(say({ kind: 'cardLabels', subject: 'x', words: { label: 'Bug' }, after: false })).toBe(
      'removed label “Bug” from “x”',
    );
    expect(say({ kind: 'boardImport', words: { count: '1' } })).toBe('imported 1 card');
    expect(say({ kind: 'somethingNew' as ActivityKind, subject: 'x' })).toBe('changed “x”');
  });
});

describe('an unnamed label in the feed', () => {
  it('is described by its colour, never by an empty name', () => {
    const green = { labelColor: 'green' };
    expect(
      say({
        kind: 'labelChange',
        subject: 'Green',
        field: 'name',
        before: '',
        after: 'Design',
        words: green,
      }),
    ).toBe('renamed the green label to “Design”');
    expect(
      say({
        kind: 'labelChange',
        subject: 'Design',
        field: 'name',
        before: 'Design',
        after: '',
        words: green,
      }),
    ).toBe('removed the name “Design” from the green label');
    expect(
      say({
        kind: 'labelChange',
        subject: 'Green',
        field: 'color',
        before: 'green',
        after: 'red',
        words: green,
      }),
    ).toBe('changed the colour of the green label from green to red');
    expect(say({ kind: 'labelAdd', subject: 'Sky', words: { labelColor: 'sky' } })).toBe(
      'added the sky label',
    );
    expect(say({ kind: 'labelDelete', subject: 'Red', words: { labelColor: 'red' } })).toBe(
      'deleted the red label',
    );
    expect(say({ kind: 'cardLabels', subject: 'x', after: true, words: green })).toBe(
      'added the green label to “x”',
    );
    expect(say({ kind: 'cardLabels', subject: 'x', after: false, words: green })).toBe(
      'removed the green label from “x”',
    );
  });

  it('still names a named label by its name', () => {
    expect(
      say({
        kind: 'labelChange',
        subject: 'Bug',
        field: 'color',
        before: 'green',
        after: 'red',
        words: { label: 'Bug', labelColor: 'green' },
      }),
    ).toBe('changed the colour of label “Bug” from green to red');
    expect(
      say({
        kind: 'cardLabels',
        subject: 'x',
        after: true,
        words: { label: 'Bug', labelColor: 'red' },
      }),
    ).toBe('added label “Bug” to “x”');
  });
});
