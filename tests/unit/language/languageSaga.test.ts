import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { rootReducer } from '../../../src/app/rootReducer';
import { languageChosen } from '../../../src/features/language';
import { languageSaga } from '../../../src/features/language/languageSaga';
import { activateLocale, i18n, resolveLocale } from '../../../src/i18n';
import {
  applyLocaleToPage,
  browserLanguages,
  keepLanguageChoice,
  readLanguageChoice,
} from '../../../src/services/language';

afterEach(async () => {
  await activateLocale('en');
  localStorage.clear();
});

describe('which language a person gets', () => {
  it('is their choice, else the first browser language the app speaks, else English', () => {
    expect(resolveLocale('ar', ['de-DE'])).toBe('ar');
    expect(resolveLocale('system', ['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(resolveLocale('system', ['fr', 'ja'])).toBe('en');
    expect(resolveLocale('system', [])).toBe('en');
  });
});

describe('the Language setting', () => {
  it('restores the kept choice and the language the page shows', async () => {
    const { storeState } = await expectSaga(languageSaga)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(readLanguageChoice), 'system'],
        [matchers.call.fn(browserLanguages), ['de-CH', 'en']],
        [matchers.call.fn(activateLocale), undefined],
      ])
      .silentRun(20);
    expect(storeState.language).toEqual({ choice: 'system', locale: 'de', switching: null });
  });

  it('switches the whole page to Arabic once its words have loaded, and keeps the choice', async () => {
    const { storeState } = await expectSaga(languageSaga)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(readLanguageChoice), 'system'],
        [matchers.call.fn(browserLanguages), ['en-GB']],
      ])
      .dispatch(languageChosen('ar'))
      .call(applyLocaleToPage, 'ar')
      .call(keepLanguageChoice, 'ar')
      .silentRun(500);
    expect(storeState.language).toEqual({ choice: 'ar', locale: 'ar', switching: null });
    expect(i18n.locale).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('boards:language')).toBe('ar');
  });

  it('says so in plain words and stays as it was when the words cannot load', async () => {
    const { storeState } = await expectSaga(languageSaga)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(readLanguageChoice), 'system'],
        [matchers.call.fn(browserLanguages), ['en']],
        [matchers.call.fn(activateLocale), throwError(new Error('offline'))],
      ])
      .dispatch(languageChosen('de'))
      .not.call.fn(keepLanguageChoice)
      .silentRun(50);
    expect(storeState.language.switching).toBeNull();
    expect(storeState.language.choice).toBe('de');
    expect(storeState.notices.items.map((notice: { text: string }) => notice.text)).toEqual([
      'That language could not be loaded. Check your connection, then choose it again.',
    ]);
  });
});
