import { replayEarlyClick } from '../../../src/app/earlyClick';

const remember = (button: HTMLElement) => {
  (window as unknown as { boardsEarlyClick?: HTMLElement }).boardsEarlyClick = button;
};

describe('a click on the landing page before the app listens', () => {
  it('is pressed again once the app does, once', () => {
    const button = document.createElement('button');
    const pressed = jest.fn();
    button.addEventListener('click', pressed);
    document.body.append(button);
    remember(button);
    replayEarlyClick();
    replayEarlyClick();
    expect(pressed).toHaveBeenCalledTimes(1);
    button.remove();
  });

  it('is dropped when its button is no longer on the page', () => {
    const button = document.createElement('button');
    const pressed = jest.fn();
    button.addEventListener('click', pressed);
    remember(button);
    replayEarlyClick();
    expect(pressed).not.toHaveBeenCalled();
  });
});
