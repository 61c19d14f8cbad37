// The product's limits and colours as the server checks them: the app's own (src/domain), one
// source compiled into functions/lib with the functions (functions/tsconfig.json).
export { LIMITS } from '../../../src/domain/limits';
export { COLOR_KEYS, isColorKey, type ColorKey } from '../../../src/domain/palette';
