import { BoardController } from '../board-controller';
import { LiveBoardRenderer } from '../renderer';
import { fill, startPookalam } from '../rules';
import { createPookalamStore, type PookalamStore } from '../store';

const FRAME = 1000 / 60;

/** A board asks the browser for a frame only when it has something new to draw. */
describe('the board’s frames', () => {
  let store: PookalamStore;
  let controller: BoardController;
  let render: jest.SpyInstance;
  let frames: jest.SpyInstance;
  let marks: (string | null)[] = [];
  let marksChanged: () => void = () => undefined;

  beforeEach(() => {
    jest.useFakeTimers();
    render = jest.spyOn(LiveBoardRenderer.prototype, 'render');
    frames = jest.spyOn(window, 'requestAnimationFrame');
    const canvas = document.createElement('canvas');
    const sizer = document.createElement('div');
    sizer.append(canvas);
    document.body.append(sizer);
    store = createPookalamStore(startPookalam({ symmetry: 8, mode: 'free', day: 1 }));
    marks = [];
    controller = new BoardController(canvas, sizer, store, () => undefined, {
      marks: () => marks,
      onMarks: (changed) => {
        marksChanged = changed;
        return () => {
          marksChanged = () => undefined;
        };
      },
    });
  });

  afterEach(() => {
    controller.destroy();
    document.body.innerHTML = '';
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('asks for none while nothing changes, and one for a change', () => {
    jest.advanceTimersByTime(FRAME * 3);
    expect(render).toHaveBeenCalledTimes(1);
    frames.mockClear();
    jest.advanceTimersByTime(FRAME * 60);
    expect(frames).not.toHaveBeenCalled();

    store.set(fill(store.live(), 5, 'chethi'), false);
    store.set(fill(store.live(), 9, 'chethi'), false);
    expect(frames).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FRAME * 5);
    expect(render).toHaveBeenCalledTimes(2);
    expect(frames).toHaveBeenCalledTimes(1);
  });

  it('draws marks that change alone', () => {
    jest.advanceTimersByTime(FRAME * 3);
    render.mockClear();
    marks = ['#0072B2'];
    marksChanged();
    jest.advanceTimersByTime(FRAME * 2);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('asks for none once destroyed', () => {
    jest.advanceTimersByTime(FRAME * 3);
    controller.destroy();
    frames.mockClear();
    store.set(fill(store.live(), 5, 'chethi'));
    marksChanged();
    expect(frames).not.toHaveBeenCalled();
  });
});
