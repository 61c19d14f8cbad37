// The server's copy of the product's limits and colours is the app's (src/domain).
import { COLOR_KEYS as serverColors, LIMITS as serverLimits } from '../../functions/src/lib/limits';
import { LIMITS } from '../../src/domain/limits';
import { COLOR_KEYS } from '../../src/domain/palette';

it('holds the same limits and colours as the app and the rules', () => {
  expect(serverLimits).toEqual(LIMITS);
  expect([...serverColors]).toEqual(COLOR_KEYS);
});
