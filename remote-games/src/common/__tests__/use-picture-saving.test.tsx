import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@onam/shared/i18n/locale';
import { downloadBlob } from '../png';
import { usePictureSaving, type GamePicture } from '../use-picture-saving';

jest.mock('../png', () => ({ downloadBlob: jest.fn() }));

const picture: GamePicture = { fileName: 'onam-test.png', width: 30, height: 20 };

function Saving({ draw, locale = 'en' }: { draw: () => Promise<Blob> | null; locale?: Locale }) {
  const { save, statusText } = usePictureSaving(picture, draw, locale);
  return (
    <>
      <button type="button" onClick={() => void save()}>
        Save
      </button>
      <p role="status">{statusText}</p>
    </>
  );
}

const png = () => Promise.resolve(new Blob(['png'], { type: 'image/png' }));

beforeEach(() => jest.mocked(downloadBlob).mockClear());

it('offers the picture under the game’s file name and says it is saved', async () => {
  const draw = jest.fn(png);
  render(<Saving draw={draw} />);
  expect(screen.getByRole('status')).toHaveTextContent('');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Picture saved.')).toBeInTheDocument();
  expect(draw).toHaveBeenCalledWith(picture);
  expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), 'onam-test.png');
});

it('says so in Malayalam when the picture cannot be made, thrown or rejected', async () => {
  const { unmount } = render(
    <Saving draw={() => Promise.reject(new Error('no canvas'))} locale="ml" />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('ചിത്രം സേവ് ചെയ്യാനായില്ല. വീണ്ടും ശ്രമിക്കൂ.')).toBeInTheDocument();
  unmount();

  render(
    <Saving
      draw={() => {
        throw new Error('no context');
      }}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText('The picture could not be saved. Please try again.'),
  ).toBeInTheDocument();
  expect(downloadBlob).not.toHaveBeenCalled();
});

it('does nothing while there is nothing to draw', async () => {
  render(<Saving draw={() => null} />);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('status')).toHaveTextContent('');
  expect(downloadBlob).not.toHaveBeenCalled();
});
