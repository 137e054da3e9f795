import type { Catalogue } from '@onam/shared/i18n/translator';

/** Every string the celebrate screen shows; keys start with 'celebrate.'. Malayalam arrives in step 7. */
export const celebrateMessages = {
  en: {
    'celebrate.title': 'Celebrate',
    'celebrate.intro': 'Make an Onam greeting card to share with family and friends.',
    'celebrate.fromLinkNamed': '{name} sent you an Onam greeting. Make one of your own below.',
    'celebrate.fromLink': 'Someone sent you an Onam greeting. Make one of your own below.',
    'celebrate.form': 'Your card',
    'celebrate.greeting.legend': 'Greeting',
    'celebrate.greeting.onashamsakal': 'Happy Onam',
    'celebrate.greeting.hrudayam': 'Heartfelt Onam wishes',
    'celebrate.greeting.ponnonam': 'Golden-Onam wishes',
    'celebrate.greeting.thiruvonam': 'Thiruvonam wishes',
    'celebrate.greeting.maveli': '“When Maveli ruled, all people were equal”',
    'celebrate.name.label': 'Your name',
    'celebrate.name.hint':
      'It goes on the card as “— your name”. Leave it empty to send the card without a name.',
    'celebrate.picture.legend': 'Picture',
    'celebrate.picture.illustration': 'Festival illustration: a lit nilavilakku on a pookalam',
    'celebrate.picture.pookalam': 'Your pookalam, {date}',
    'celebrate.picture.dress': 'Your Onam look, {date}',
    'celebrate.picture.other': 'Your picture, {date}',
    'celebrate.picture.loading': 'Looking for your creations…',
    'celebrate.picture.loadFailed': 'Your saved creations could not be read on this device.',
    'celebrate.picture.retry': 'Try again',
    'celebrate.picture.empty':
      'Play the pookalam or dress-up game to add your creation here: the pictures you finish are kept on this device.',
    'celebrate.picture.playPookalam': 'Make a pookalam',
    'celebrate.picture.playDress': 'Dress up for Onam',
    'celebrate.picture.decodeFailed':
      'That picture could not be opened, so the card shows the festival illustration. Choose another picture or try again.',
    'celebrate.make': 'Make the card',
    'celebrate.making': 'Making the card…',
    'celebrate.makeFailed':
      'This browser could not draw the card. Try again, or open the page in another browser.',
    'celebrate.preview.heading': 'Preview',
    'celebrate.preview.labelNamed':
      'Greeting card: {greeting} ({meaning}), from {name}, with {picture}.',
    'celebrate.preview.label': 'Greeting card: {greeting} ({meaning}), with {picture}.',
    'celebrate.preview.illustration': 'a lit nilavilakku on a pookalam',
    'celebrate.preview.pookalam': 'your pookalam',
    'celebrate.preview.dress': 'your Onam look',
    'celebrate.preview.other': 'your picture',
    'celebrate.ready': 'Your card is ready',
    'celebrate.readyHint': 'Download it, or send it to family and friends.',
    'celebrate.download': 'Download PNG',
    'celebrate.downloadFailed': 'The card could not be saved as a picture. Please try again.',
    'celebrate.share': 'Share',
    'celebrate.sharing': 'Sharing…',
    'celebrate.shareTitle': 'An Onam greeting',
    'celebrate.shared': 'Your card is on its way.',
    'celebrate.shareFailed':
      'Sharing did not work. Download the card and send it from your photos, or copy a link instead.',
    'celebrate.copyLink': 'Copy link',
    'celebrate.copied':
      'Link copied. Paste it in a message: it opens this greeting with your name.',
    'celebrate.copyFailed': 'The link could not be copied. Select it below and copy it yourself.',
    'celebrate.linkLabel': 'Link to your card',
    'celebrate.linkPictureNote':
      'The link shows the festival illustration: your own picture stays on this device. Download the card to send it with your picture.',
  },
} satisfies Catalogue<string>;

export type CelebrateMessageKey = keyof (typeof celebrateMessages)['en'];
