// The game alone, on the team's own origin: both languages, and the play it reports.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { FinishedPlay, Locale } from './platform-contract';
import Game from './vallam-kali-game';

function Standalone() {
  const [locale, setLocale] = useState<Locale>('en');
  const [play, setPlay] = useState<FinishedPlay | null>(null);
  return (
    <main>
      <button type="button" onClick={() => setLocale(locale === 'en' ? 'ml' : 'en')}>
        {locale === 'en' ? 'മലയാളം' : 'English'}
      </button>
      <Game locale={locale} onFinish={setPlay} />
      {play && (
        <pre aria-label={locale === 'en' ? 'The finished play' : 'പൂർത്തിയായ കളി'}>
          {JSON.stringify(play, null, 2)}
        </pre>
      )}
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Standalone />
    </StrictMode>,
  );
}
