import { Fragment } from 'react';

/**
 * Text in pieces with a line-break opportunity (`<wbr>`) between each: for the long compound words
 * of Malayalam, which a browser would otherwise break between any two letters on a narrow screen
 * (festival/greetings.ts, `mlPieces`). The text read, copied or matched is the pieces joined.
 */
export function BreakableText({ pieces }: { pieces: readonly string[] }) {
  return pieces.map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
