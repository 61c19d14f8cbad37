// The feed's colour words are the app's one table of them (messages/colours.ts).
export { colourWord } from '../../messages/colours';
