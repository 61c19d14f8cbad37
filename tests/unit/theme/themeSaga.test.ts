import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer } from '../../../src/app/rootReducer';
import { themeChosen } from '../../../src/features/theme';
import { themeSaga } from '../../../src/features/theme/themeSaga';
import { applyThemeChoice, readThemeChoice } from '../../../src/services/theme';

describe('the Theme setting', () => {
  it('restores the choice kept on this device', async () => {
    const { storeState } = await expectSaga(themeSaga)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(readThemeChoice), 'dark']])
      .silentRun(20);
    expect(storeState.theme.choice).toBe('dark');
  });

  it('applies and keeps a new choice', async () => {
    const { storeState } = await expectSaga(themeSaga)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(readThemeChoice), 'system'],
        [matchers.call.fn(applyThemeChoice), undefined],
      ])
      .dispatch(themeChosen('light'))
      .call(applyThemeChoice, 'light')
      .silentRun(20);
    expect(storeState.theme.choice).toBe('light');
  });
});

describe('the theme service', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('sets data-theme and keeps the choice; System removes both', () => {
    applyThemeChoice('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    applyThemeChoice('system');
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(readThemeChoice()).toBe('system');
  });
});
