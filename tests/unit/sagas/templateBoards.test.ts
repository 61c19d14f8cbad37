// Boards and templates (issue 32 §2): Create board from a template asks the server for the copy
// and opens the new board (its refusal told in its own words, the name kept); the owner marks
// the open board a template as a 'boardTemplate' edit, and nobody else can.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { rootReducer, type RootState } from '../../../src/app/rootReducer';
import {
  boardFromTemplateRequested,
  boardTemplateToggled,
  createBoardFromTemplateSaga,
  toggleBoardTemplateSaga,
} from '../../../src/features/dashboard/templateBoardSaga';
import * as editsService from '../../../src/services/edits';
import { CodedError } from '../../../src/services/errors';
import { navigateTo } from '../../../src/services/navigation';
import * as templatesService from '../../../src/services/templates';
import { boardScene, dashboardState } from '../boardFixtures';
import { ada } from '../fixtures';

const request = boardFromTemplateRequested({
  title: ' Team ',
  color: 'green',
  source: { builtIn: 'kanban' },
});

describe('a board from a template', () => {
  it('is made by the server, then opens', async () => {
    const result = await expectSaga(createBoardFromTemplateSaga, request)
      .withReducer(rootReducer, dashboardState())
      .provide([
        [matchers.call.fn(templatesService.createBoardFromTemplate), 'new-board'],
        [matchers.call.fn(navigateTo), undefined],
      ])
      .call(templatesService.createBoardFromTemplate, {
        source: { builtIn: 'kanban' },
        title: 'Team',
        color: 'green',
      })
      .call(navigateTo, '/boards/new-board')
      .run();
    const texts = (result.storeState as RootState).notices.items.map((item) => item.text);
    expect(texts).toEqual(['Making “Team” from its template…']);
  });

  it('says the server’s refusal in its words and keeps the name', async () => {
    const result = await expectSaga(createBoardFromTemplateSaga, request)
      .withReducer(rootReducer, dashboardState())
      .provide([
        [
          matchers.call.fn(templatesService.createBoardFromTemplate),
          throwError(new CodedError('permission-denied', 'That board isn’t there.')),
        ],
      ])
      .not.call.fn(navigateTo)
      .run();
    const last = (result.storeState as RootState).notices.items.at(-1);
    expect(last).toEqual(
      expect.objectContaining({ tone: 'error', text: 'That board isn’t there.', keptText: 'Team' }),
    );
  });
});

describe('marking a board a template', () => {
  const edits: unknown[][] = [];
  const noted = dynamic(({ args }: { args: unknown[] }) => {
    edits.push(args);
    return undefined;
  });
  beforeEach(() => {
    edits.length = 0;
  });

  it('is the owner’s boardTemplate edit, on the board at once', async () => {
    const result = await expectSaga(
      toggleBoardTemplateSaga,
      boardTemplateToggled({ template: true }),
    )
      .withReducer(rootReducer, boardScene().state)
      .provide([[matchers.call.fn(editsService.commitEdit), noted]])
      .run();
    expect(edits[0]?.[1]).toEqual([
      expect.objectContaining({
        doc: 'board',
        before: { template: false },
        after: { template: true },
      }),
    ]);
    const state = result.storeState as RootState;
    expect(state.board.board?.template).toBe(true);
    expect(state.history.past.map((step) => step.kind)).toEqual(['boardTemplate']);
  });

  it('is refused to an editor, writing nothing', async () => {
    const editor = boardScene({
      ownerId: 'grace-uid',
      members: [{ uid: ada.uid, role: 'editor', name: 'Ada', email: 'ada@example.com' }],
    }).state;
    const result = await expectSaga(
      toggleBoardTemplateSaga,
      boardTemplateToggled({ template: true }),
    )
      .withReducer(rootReducer, editor)
      .provide([[matchers.call.fn(editsService.commitEdit), noted]])
      .run();
    expect(edits).toEqual([]);
    expect((result.storeState as RootState).board.board?.template).toBeUndefined();
  });
});
