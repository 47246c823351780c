import { LineIcon } from '../../ui/LineIcon';

const PATHS = {
  sound: 'M4 9v6h4l5 4V5L8 9zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11',
  muted: 'M4 9v6h4l5 4V5L8 9zM16 9l5 6M21 9l-5 6',
  close: 'M6 6l12 12M18 6 6 18',
  // An arrow into the bottom-left corner, where the folded cat waits.
  minimise: 'M18 6 7 17M7 9v8h8',
} as const;

export function MascotIcon({ name }: { name: keyof typeof PATHS }) {
  return <LineIcon path={PATHS[name]} size={18} />;
}
