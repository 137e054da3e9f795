import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { HostProvider, type HostServices } from '@onam/shared/react/host-context';
import { useTranslation } from '@onam/shared/react/locale-context';
import DressGame from '../dress/dress-game';
import PookalamGame from '../pookalam/pookalam-game';
import SadyaGame from '../sadya/sadya-game';
import Doll from '../doll/doll';
import Confetti from '../confetti/confetti';
import Tutorial from '../tutorial/tutorial';
import StatsCard from '../stats-card/stats-card';
import PlayIcon from '../play-icon/play-icon';
import MultiRecorder from '../multi-recorder/multi-recorder';
import { messages } from '../i18n/messages';

/** What the host would provide; the games team develops against this stand-in. */
const standaloneHost: HostServices = {
  brand: { product: 'Onam Utsavam', broadcaster: 'Standalone', themeColor: '#1b5e20' },
  navigate: (path) => window.history.pushState(null, '', path),
};

const noop = () => undefined;

function StandalonePage() {
  const t = useTranslation(messages);
  const [tutorialOpen, setTutorialOpen] = useState(true);
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 16, display: 'grid', gap: 24 }}>
      <h1>{t('standalone.heading')}</h1>
      <p>{t('standalone.note')}</p>
      <DressGame locale="en" onFinish={noop} />
      <PookalamGame locale="en" onFinish={noop} />
      <SadyaGame locale="en" onFinish={noop} />
      <Doll locale="en" wearing={[]} />
      <Confetti active />
      <Tutorial
        locale="en"
        topic="welcome"
        open={tutorialOpen}
        onClose={() => setTutorialOpen(false)}
      />
      <StatsCard locale="en" />
      <PlayIcon label={t('pookalam.title')} />
      <MultiRecorder locale="en" maxClips={5} maxClipSeconds={60} />
    </main>
  );
}

const root = document.createElement('div');
document.body.append(root);
createRoot(root).render(
  <StrictMode>
    <HostProvider value={standaloneHost}>
      <StandalonePage />
    </HostProvider>
  </StrictMode>,
);
