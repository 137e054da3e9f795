import { canShareFiles, CARD_FILE_NAME, copyText, downloadBlob, shareCard } from '../card-actions';

const png = new Blob(['png'], { type: 'image/png' });
const message = { title: 'An Onam greeting', text: 'ഓണാശംസകൾ' };

describe('sharing the card', () => {
  it('is offered only where files can be shared', () => {
    expect(canShareFiles({})).toBe(false);
    expect(canShareFiles({ share: jest.fn(), canShare: () => false })).toBe(false);
    expect(canShareFiles({ share: jest.fn(), canShare: () => true })).toBe(true);
    expect(
      canShareFiles({
        share: jest.fn(),
        canShare: () => {
          throw new TypeError('files are not supported');
        },
      }),
    ).toBe(false);
  });

  it('shares the PNG under its file name with the greeting as text', async () => {
    const share = jest.fn(async () => undefined);
    expect(await shareCard(png, message, { share, canShare: () => true })).toBe('shared');
    const data = (share.mock.calls[0] as unknown as [ShareData])[0];
    expect(data.title).toBe('An Onam greeting');
    expect(data.text).toBe('ഓണാശംസകൾ');
    expect(data.files?.[0]?.name).toBe(CARD_FILE_NAME);
    expect(data.files?.[0]?.type).toBe('image/png');
  });

  it('treats a closed share sheet as the visitor changing their mind, anything else as a failure', async () => {
    const abort = jest.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    expect(await shareCard(png, message, { share: abort, canShare: () => true })).toBe('cancelled');
    const denied = jest.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    expect(await shareCard(png, message, { share: denied, canShare: () => true })).toBe('failed');
    expect(await shareCard(png, message, { share: jest.fn(), canShare: () => false })).toBe(
      'failed',
    );
    expect(await shareCard(png, message, {})).toBe('failed');
  });
});

describe('copying the link', () => {
  it('says whether the clipboard took it', async () => {
    const writeText = jest.fn(async () => undefined);
    expect(await copyText('https://x/celebrate', { writeText })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x/celebrate');
    const refused = jest.fn(async () => {
      throw new DOMException('Write permission denied', 'NotAllowedError');
    });
    expect(await copyText('https://x', { writeText: refused })).toBe(false);
    expect(await copyText('https://x', undefined)).toBe(false);
  });
});

describe('downloading the card', () => {
  it('clicks a link to an object URL named onam-greeting.png, then lets the URL go', () => {
    jest.useFakeTimers();
    const created = jest.fn(() => 'blob:card');
    const revoked = jest.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    downloadBlob(png, CARD_FILE_NAME);
    expect(created).toHaveBeenCalledWith(png);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('onam-greeting.png');
    expect(clicked[0]?.href).toBe('blob:card');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revoked).toHaveBeenCalledWith('blob:card');
    click.mockRestore();
    jest.useRealTimers();
  });
});
