/** Icons only the item screens use (24×24, stroke = currentColor, decorative), drawn like components/icons. */
import { makeIcon } from '../../../components/icons';

export const SlidersIcon = makeIcon(<path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4" />);
export const FuelIcon = makeIcon(
  <>
    <path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h12M4 10h10" />
    <path d="M14 9h2a2 2 0 0 1 2 2v5a1.5 1.5 0 0 0 3 0V8l-3-3" />
  </>,
);
export const GearIcon = makeIcon(
  <>
    <circle cx="6" cy="6" r="2" />
    <circle cx="12" cy="6" r="2" />
    <circle cx="18" cy="6" r="2" />
    <circle cx="6" cy="18" r="2" />
    <circle cx="12" cy="18" r="2" />
    <path d="M6 8v8M12 8v8M18 8v4H6" />
  </>,
);
export const EngineIcon = makeIcon(<path d="M4 10v6h2l2 3h8l2-3h2v-6h-2l-2-3h-3V5h3M9 5h3M4 13H2M22 13h-2" />);
export const SeatIcon = makeIcon(<path d="M7 4v9a2 2 0 0 0 2 2h8M7 13h9a2 2 0 0 1 2 2v5M7 20v-5M11 4h-4" />);
export const PaletteIcon = makeIcon(
  <>
    <path d="M12 3a9 9 0 1 0 0 18c1.4 0 2-1 1.5-2.2-.5-1.2.3-2.3 1.6-2.3H18a3 3 0 0 0 3-3c0-5-4-10.5-9-10.5Z" />
    <circle cx="7.5" cy="11" r="1" />
    <circle cx="10.5" cy="7" r="1" />
    <circle cx="15.5" cy="8" r="1" />
  </>,
);
export const BodyIcon = makeIcon(<path d="M3 15h18M5 15l2-5h9l3 5M7 18.5a1.5 1.5 0 1 0 0 .01M17 18.5a1.5 1.5 0 1 0 0 .01" />, { directional: true });
export const UsersIcon = makeIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M21.5 20a6.5 6.5 0 0 0-4-6" />
  </>,
);
export const DocumentIcon = makeIcon(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </>,
);
export const StoreIcon = makeIcon(
  <path d="M4 9v11h16V9M3 9l2-5h14l2 5c0 1.7-1.3 3-3 3s-3-1.3-3-3c0 1.7-1.3 3-3 3s-3-1.3-3-3c0 1.7-1.3 3-3 3S3 10.7 3 9ZM10 20v-5h4v5" />,
);
export const HandshakeIcon = makeIcon(
  <path d="m11 17 2 2a1.4 1.4 0 0 0 2-2M14 14l2.5 2.5a1.4 1.4 0 0 0 2-2L15 11M3 11l5-5 4 1 3-1 6 5-3 3M3 11l6 6a1.4 1.4 0 0 0 2-2M9.5 7.5 7 10a1.4 1.4 0 0 0 2 2l2.5-2" />,
);
export const ShareIcon = makeIcon(
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </>,
);
export const FlagIcon = makeIcon(<path d="M5 21V4M5 4h11l-2 4 2 4H5" />);
export const PlayIcon = makeIcon(<path d="M8 5.5v13l11-6.5-11-6.5Z" />, { fill: true });
export const ExpandIcon = makeIcon(<path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />);
export const CopyIcon = makeIcon(
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);
export const FacebookIcon = makeIcon(<path d="M14 8h3V4h-3a5 5 0 0 0-5 5v3H6v4h3v6h4v-6h3l1-4h-4V9a1 1 0 0 1 1-1Z" />, { fill: true });
export const XLogoIcon = makeIcon(<path d="M4 4h4.5l11.5 16h-4.5L4 4Zm15.5 0-6.6 7.3M4.6 20l6.6-7.3" />);
export const LinkedInIcon = makeIcon(
  <path d="M6.5 8.5h-3V20h3V8.5ZM5 3.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM20.5 13.2c0-3-1.6-4.9-4.2-4.9-1.6 0-2.6.8-3.1 1.6V8.5h-3V20h3v-6c0-1.6.8-2.6 2.1-2.6 1.3 0 2 .9 2 2.6v6h3.2v-6.8Z" />,
  { fill: true },
);
export const EyeOpenIcon = makeIcon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
