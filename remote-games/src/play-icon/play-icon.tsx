import type { PartMeta, PlayIconProps } from '@onam/shared/contracts/parts';
import { PART_CONTRACT_VERSION } from '@onam/shared/contracts/parts';

export const meta: PartMeta<'play-icon'> = {
  kind: 'part',
  id: 'play-icon',
  contractVersion: PART_CONTRACT_VERSION,
};

/**
 * A round play button face: a gold disc with a leaf-green triangle. `label` is its accessible
 * name; an empty label marks it decorative, for a button whose own text already names it.
 */
export default function PlayIcon({ label, size = 48 }: PlayIconProps) {
  const named = label.trim() !== '';
  return (
    <svg
      {...(named ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 48 48"
      data-part="play-icon"
    >
      <circle cx="24" cy="24" r="22" fill="#f5b700" stroke="#7a5200" strokeWidth="2" />
      <path d="M19 14 L35 24 L19 34 Z" fill="#1b5e20" />
    </svg>
  );
}
