import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { installFakeScreen } from '../../../loading/__tests__/fake-screen';
import { CardPreview } from '../card-preview';

const content = {
  greeting: { ml: 'പൊന്നോണാശംസകൾ', latin: 'Ponnonashamsakal' },
  name: 'Anu',
  brand: 'Onam Utsavam · Kerala Vision',
};

type Drawn = { type: string; props: Record<string, unknown> };
/** The texts drawn on the canvas so far (jest-canvas-mock records every call). */
const texts = (canvas: HTMLElement): unknown[] =>
  ((canvas as HTMLCanvasElement).getContext('2d') as unknown as { __getDrawCalls: () => Drawn[] })
    .__getDrawCalls()
    .filter((call) => call.type === 'fillText')
    .map((call) => call.props.text);

function Preview({ name = 'Anu' }: { name?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  return (
    <CardPreview
      canvasRef={canvasRef}
      content={{ ...content, name }}
      picture={{ kind: 'illustration' }}
      label={`Greeting card from ${name}`}
    />
  );
}

describe('the card preview', () => {
  it('is drawn once it comes within half a screen of view, not while the page is taken over', async () => {
    const screenArea = installFakeScreen();
    try {
      const { rerender } = render(<Preview />);
      const canvas = screen.getByRole('img', { name: 'Greeting card from Anu' });
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(texts(canvas)).toEqual([]);
      expect(screenArea.observers[0]?.margin).toBe('50% 0px');

      act(() => screenArea.show());
      await waitFor(() => expect(texts(canvas)).toContain('—\u00a0Anu'));

      // Near once is near for good: a new name is drawn at once.
      rerender(<Preview name="Meera" />);
      await waitFor(() => expect(texts(canvas)).toContain('—\u00a0Meera'));
    } finally {
      screenArea.remove();
    }
  });

  it('is drawn at once where the browser cannot tell what is on screen', async () => {
    render(<Preview />);
    const canvas = screen.getByRole('img', { name: 'Greeting card from Anu' });
    await waitFor(() => expect(texts(canvas)).toContain('—\u00a0Anu'));
  });
});
