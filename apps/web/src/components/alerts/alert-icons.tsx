/** Icons of the alerts (saved searches, the bell of a make) that the item list and the alerts screens share. */
import { makeIcon } from '../icons';

export const BellOnIcon = makeIcon(
  <>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </>,
  { fill: true },
);
export const BellOffIcon = makeIcon(
  <>
    <path d="M8.7 3.7A6 6 0 0 1 18 8c0 2.7.4 4.6 1 6" />
    <path d="M17 17H3s3-2 3-9c0-.7.1-1.4.3-2" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    <path d="m2 2 20 20" />
  </>,
);
export const BookmarkIcon = makeIcon(<path d="M19 21 12 16.5 5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2Z" />);
