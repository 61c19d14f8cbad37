// The order moveBoard's transaction writes: one board moved next to its neighbour in the
// order the server has, whatever this device's copy of it says.
import { placeBoard } from '../../../src/domain/user';

describe('moving one board in the server’s order', () => {
  it('puts the board right after its neighbour', () => {
    expect(placeBoard(['b1', 'b2', 'b3'], 'b1', { after: 'b3', before: null })).toEqual([
      'b2',
      'b3',
      'b1',
    ]);
  });

  it('keeps every board this device has not heard of, where the server has it', () => {
    // b4 and b5 were created on a phone the laptop has not heard from.
    const server = ['b4', 'b1', 'b2', 'b5', 'b3'];
    expect(placeBoard(server, 'b3', { after: null, before: 'b1' })).toEqual([
      'b3',
      'b4',
      'b1',
      'b2',
      'b5',
    ]);
    expect(placeBoard(server, 'b1', { after: 'b2', before: 'b3' })).toEqual([
      'b4',
      'b2',
      'b1',
      'b5',
      'b3',
    ]);
  });

  it('goes before the next neighbour when the one before has gone', () => {
    expect(placeBoard(['b1', 'b3', 'b4'], 'b1', { after: 'b2', before: 'b4' })).toEqual([
      'b3',
      'b1',
      'b4',
    ]);
  });

  it('never puts back a board the server no longer lists (deleted meanwhile)', () => {
    const server = ['b1', 'b3'];
    expect(placeBoard(server, 'b2', { after: 'b3', before: null })).toBe(server);
  });

  it('moves nothing when neither neighbour is listed any more', () => {
    const server = ['b1', 'b2'];
    expect(placeBoard(server, 'b1', { after: 'x', before: 'y' })).toBe(server);
  });
});
