// The three boards Create board offers to start from (issue 32 §2), as data: their lists,
// labels and a few example template cards. Shared with functions/ (createBoardFromTemplate
// writes them), and loaded on the dashboard's chunk only, never on the first screen.
/* eslint-disable lingui/no-unlocalized-strings -- a template's words become the new board's own
   content, written once by the server and read by every member in whatever language they use,
   like a name someone typed; kept English for now (docs/i18n.md, "Built-in templates"). */
import type { ColorKey } from './palette';

export interface TemplateCard {
  /** The list it goes in, by its index in `lists`. */
  list: number;
  title: string;
  description: string;
  /** Labels by their index in `labels`. */
  labels: number[];
  checklist: string[];
}

export interface BuiltInTemplate {
  id: BuiltInTemplateId;
  name: string;
  color: ColorKey;
  lists: string[];
  labels: { name: string; color: ColorKey }[];
  cards: TemplateCard[];
}

export const BUILT_IN_TEMPLATE_IDS = ['kanban', 'sprint', 'bugTriage'] as const;
export type BuiltInTemplateId = (typeof BUILT_IN_TEMPLATE_IDS)[number];

export const isBuiltInTemplateId = (value: unknown): value is BuiltInTemplateId =>
  typeof value === 'string' && (BUILT_IN_TEMPLATE_IDS as readonly string[]).includes(value);

export const BUILT_IN_TEMPLATES: Record<BuiltInTemplateId, BuiltInTemplate> = {
  kanban: {
    id: 'kanban',
    name: 'Kanban',
    color: 'blue',
    lists: ['To do', 'Doing', 'Done'],
    labels: [
      { name: 'Blocked', color: 'red' },
      { name: 'Quick win', color: 'green' },
    ],
    cards: [
      {
        list: 0,
        title: 'Task',
        description: 'What needs doing, and how we know it is done.',
        labels: [],
        checklist: ['Agree what done means', 'Do it', 'Tell the team'],
      },
      {
        list: 0,
        title: 'Blocked task',
        description: 'What it waits for, and who can unblock it.',
        labels: [0],
        checklist: [],
      },
    ],
  },
  sprint: {
    id: 'sprint',
    name: 'Sprint',
    color: 'purple',
    lists: ['Backlog', 'Sprint', 'In review', 'Done'],
    labels: [
      { name: 'Feature', color: 'green' },
      { name: 'Bug', color: 'red' },
      { name: 'Chore', color: 'grey' },
      { name: 'Stretch goal', color: 'sky' },
    ],
    cards: [
      {
        list: 0,
        title: 'User story',
        description: 'As a …, I want …, so that ….\n\n**Acceptance criteria**',
        labels: [0],
        checklist: ['Criteria agreed', 'Estimated', 'Designed'],
      },
      {
        list: 0,
        title: 'Sprint review',
        description: 'What we finished, what we learnt, what comes next.',
        labels: [2],
        checklist: ['Demo ready', 'Notes shared'],
      },
    ],
  },
  bugTriage: {
    id: 'bugTriage',
    name: 'Bug triage',
    color: 'red',
    lists: ['New', 'Confirmed', 'In progress', 'Fixed'],
    labels: [
      { name: 'Critical', color: 'red' },
      { name: 'Major', color: 'orange' },
      { name: 'Minor', color: 'lime' },
      { name: 'Cosmetic', color: 'grey' },
    ],
    cards: [
      {
        list: 0,
        title: 'Bug report',
        description:
          '**Steps to reproduce**\n\n1. \n\n**Expected**\n\n**Actual**\n\n**Browser and device**',
        labels: [],
        checklist: ['Reproduced', 'Severity set', 'Owner found'],
      },
      {
        list: 0,
        title: 'Critical bug',
        description: 'Someone cannot work at all. Drop everything else.',
        labels: [0],
        checklist: ['Workaround shared', 'Fix released', 'People told'],
      },
      {
        list: 0,
        title: 'Regression',
        description: 'It worked before. Which change broke it?',
        labels: [1],
        checklist: ['Last good version found', 'Test added'],
      },
    ],
  },
};
