/** Icons the sell screens need beyond the shared set (same 24×24 stroke style as components/icons.tsx). */
import { makeIcon } from '../../../components/icons';

export const CameraIcon = makeIcon(
  <>
    <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </>,
);
export const VideoIcon = makeIcon(
  <>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="m16 10 5-3v10l-5-3" />
  </>,
);
export const UploadIcon = makeIcon(
  <>
    <path d="M12 16V4M7 9l5-5 5 5" />
    <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
  </>,
);
export const SoldIcon = makeIcon(
  <>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Z" />
    <path d="m8.5 12.5 2 2 4-4.5" />
  </>,
);
export const FlagIcon = makeIcon(
  <>
    <path d="M5 21V4" />
    <path d="M5 4h11l-2 4 2 4H5" />
  </>,
);
export const PackageIcon = makeIcon(
  <>
    <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9L12 3Z" />
    <path d="m4 7.5 8 4.5 8-4.5M12 12v9" />
  </>,
);
export const RefreshIcon = makeIcon(
  <>
    <path d="M20 12a8 8 0 1 1-2.3-5.6" />
    <path d="M20 4v4h-4" />
  </>,
  { directional: true },
);
export const CrosshairIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="7" />
    <path d="M12 2v4M12 18v4M2 12h4M18 12h4" />
  </>,
);
export const StarBadgeIcon = makeIcon(<path d="m12 3 2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7L12 3Z" />);
export const HandIcon = makeIcon(
  <>
    <path d="M8 13V5.5a1.5 1.5 0 0 1 3 0V12M11 11V4.5a1.5 1.5 0 0 1 3 0V12M14 11.5V6a1.5 1.5 0 0 1 3 0v8" />
    <path d="M8 13c0-1-1.2-2.5-2.5-2.5S4 12 5 14l3 5a4 4 0 0 0 3.4 2H14a4 4 0 0 0 4-4v-3" />
  </>,
);
