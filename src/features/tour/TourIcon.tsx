import { LineIcon } from '../../ui/LineIcon';

const PATHS = {
  close: 'M6 6l12 12M18 6 6 18',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  play: 'M8 5v14l11-7z',
  pause: 'M8 5v14M16 5v14',
  captions: 'M3 6h18v12H3zM7 11h4M13 11h4M7 14h7',
  reset: 'M4 12a8 8 0 1 0 3-6.2M4 4v5h5',
} as const;

export type TourIconName = keyof typeof PATHS;

export function TourIcon({ name }: { name: TourIconName }) {
  return <LineIcon path={PATHS[name]} size={20} filled={name === 'play'} />;
}
