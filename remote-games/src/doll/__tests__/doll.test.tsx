import { render, screen } from '@testing-library/react';
import { PART_CONTRACT_VERSION } from '@onam/shared/contracts/parts';
import Doll, { meta } from '../doll';

const drawnItems = (svg: Element) =>
  [...svg.querySelectorAll('[data-item], [data-layer="body"]')].map(
    (g) => g.getAttribute('data-item') ?? 'body',
  );

describe('the doll', () => {
  it('is the doll part of the contract', () => {
    expect(meta).toEqual({ kind: 'part', id: 'doll', contractVersion: PART_CONTRACT_VERSION });
  });

  it('is an image ready to dress when it wears nothing', () => {
    render(<Doll locale="en" wearing={[]} />);
    const doll = screen.getByRole('img', { name: 'A doll ready to dress for Onam' });
    expect(doll).toHaveAttribute('viewBox', '0 0 200 380');
    expect(drawnItems(doll)).toEqual(['body']);
  });

  it('says what it wears, bottom layer first', () => {
    render(<Doll locale="en" wearing={['kasavu-set-mundu', 'jimikki', 'jasmine']} />);
    expect(
      screen.getByRole('img', { name: 'A doll wearing kasavu set-mundu, jimikki and jasmine' }),
    ).toBeInTheDocument();
  });

  it('says what it wears in Malayalam, the list closed with എന്നിവ', () => {
    const { rerender } = render(<Doll locale="ml" wearing={[]} />);
    expect(screen.getByRole('img', { name: 'ഓണത്തിന് അണിയിച്ചൊരുക്കാൻ ഒരു പാവ' })).toBeInTheDocument();
    rerender(<Doll locale="ml" wearing={['kasavu-set-mundu', 'jimikki', 'jasmine']} />);
    expect(
      screen.getByRole('img', {
        name: 'കസവ് സെറ്റ് മുണ്ട്, ജിമിക്കി, മുല്ലപ്പൂവ് എന്നിവ അണിഞ്ഞ പാവ',
      }),
    ).toBeInTheDocument();
  });

  it('draws the layers in order whatever order it is given, the olakkuda behind the body', () => {
    render(
      <Doll
        locale="en"
        wearing={['crown', 'moustache', 'maveli-silk-slim', 'olakkuda', 'kasu-mala']}
      />,
    );
    const doll = screen.getByRole('img');
    expect(drawnItems(doll)).toEqual([
      'olakkuda',
      'body',
      'maveli-silk-slim',
      'kasu-mala',
      'moustache',
      'crown',
    ]);
    expect(doll).toHaveAccessibleName(
      'A doll wearing an olakkuda, Maveli’s royal silk (the slim look), kasu mala, a handlebar moustache and Maveli’s crown',
    );
    expect(doll.querySelector('[data-layer="body"]')).toHaveAttribute('data-shape', 'maveli-slim');
  });

  it('ignores unknown ids and repeats, and keeps to one garment', () => {
    render(
      <Doll locale="en" wearing={['tiara', 'pottu', 'pottu', 'pattu-pavada', 'mundu-jubba']} />,
    );
    const doll = screen.getByRole('img', { name: 'A doll wearing a mundu with a jubba and pottu' });
    expect(drawnItems(doll)).toEqual(['body', 'mundu-jubba', 'pottu']);
  });

  it('is pot-bellied as the classic Maveli and plain otherwise', () => {
    const { rerender } = render(<Doll locale="en" wearing={['maveli-silk-classic']} />);
    const body = () => screen.getByRole('img').querySelector('[data-layer="body"]');
    expect(body()).toHaveAttribute('data-shape', 'maveli-classic');
    rerender(<Doll locale="en" wearing={['pattu-pavada']} />);
    expect(body()).toHaveAttribute('data-shape', 'plain');
  });

  it('draws every item without CSS classes, so a saved picture looks the same', () => {
    render(
      <Doll
        locale="en"
        wearing={[
          'olakkuda',
          'mundu-jubba',
          'neriyathu',
          'palakka-mala',
          'nagapadam',
          'jimikki',
          'kajal',
          'pottu',
          'moustache',
          'jasmine',
          'crown',
        ]}
      />,
    );
    const doll = screen.getByRole('img');
    expect(doll.querySelectorAll('[class]')).toHaveLength(0);
    expect(doll.querySelectorAll('[fill="#ff00ff"], [stroke="#ff00ff"]')).toHaveLength(0);
    expect(doll).toHaveAttribute('xmlns', 'http://www.w3.org/2000/svg');
  });
});
