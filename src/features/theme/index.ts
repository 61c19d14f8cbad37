// The theme feature's public entry: the Theme setting (System, Light, Dark), kept per device.
export { default as themeReducer, initialThemeState, themeChosen } from './themeSlice';
export { themeSaga } from './themeSaga';
export { selectThemeChoice } from './selectors';
export { SettingGroup, ThemeSetting } from './ThemeSetting';
