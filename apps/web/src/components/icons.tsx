/**
 * Inline SVG icons (24×24, stroke = currentColor). Decorative by default (aria-hidden); give the surrounding
 * control an accessible name. Directional icons carry `rtl:-scale-x-100` so they mirror in right-to-left.
 */
import type { ReactNode, SVGProps } from 'react';
import clsx from 'clsx';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** Builds an icon component in the house style; features with icons of their own use it too. */
export function makeIcon(children: ReactNode, options: { directional?: boolean; fill?: boolean } = {}) {
  return function Icon({ size = 20, className, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={options.fill ? 'currentColor' : 'none'}
        stroke={options.fill ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={clsx('shrink-0', options.directional && 'rtl:-scale-x-100', className)}
        {...rest}
      >
        {children}
      </svg>
    );
  };
}

export const SearchIcon = makeIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const PlusIcon = makeIcon(<path d="M12 5v14M5 12h14" />);
export const BellIcon = makeIcon(
  <>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </>,
);
export const ChatIcon = makeIcon(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12Z" />, { directional: true });
export const UserIcon = makeIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const HeartIcon = makeIcon(<path d="M19.5 12.6 12 20l-7.5-7.4A4.8 4.8 0 0 1 12 6.3a4.8 4.8 0 0 1 7.5 6.3Z" />);
export const LogOutIcon = makeIcon(
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5M21 12H9" />
  </>,
  { directional: true },
);
export const SunIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
);
export const MoonIcon = makeIcon(<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />);
export const GlobeIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
);
export const MenuIcon = makeIcon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = makeIcon(<path d="M18 6 6 18M6 6l12 12" />);
export const ChevronDownIcon = makeIcon(<path d="m6 9 6 6 6-6" />);
export const ChevronRightIcon = makeIcon(<path d="m9 6 6 6-6 6" />, { directional: true });
export const ChevronLeftIcon = makeIcon(<path d="m15 6-6 6 6 6" />, { directional: true });
export const ArrowRightIcon = makeIcon(<path d="M5 12h14M13 6l6 6-6 6" />, { directional: true });
export const ArrowLeftIcon = makeIcon(<path d="M19 12H5M11 6l-6 6 6 6" />, { directional: true });
export const MapPinIcon = makeIcon(
  <>
    <path d="M20 10c0 6-8 12-8 12S4 16 4 10a8 8 0 1 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </>,
);
export const StarIcon = makeIcon(<path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8Z" />, {
  fill: true,
});
export const StarOutlineIcon = makeIcon(<path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9L12 2.8Z" />);
export const CheckIcon = makeIcon(<path d="M20 6 9 17l-5-5" />);
export const VerifiedIcon = makeIcon(
  <path d="M12 1.8 14.6 4l3.4-.3.9 3.3 3 1.7-1.4 3.2 1.4 3.2-3 1.7-.9 3.3-3.4-.3L12 22.2 9.4 20l-3.4.3-.9-3.3-3-1.7L3.5 12 2.1 8.8l3-1.7.9-3.3 3.4.3L12 1.8Zm-1.2 13.7 5.6-5.6-1.3-1.3-4.3 4.3-2.1-2.1-1.3 1.3 3.4 3.4Z" />,
  { fill: true },
);
export const MailIcon = makeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
);
export const PhoneIcon = makeIcon(
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />,
);
export const EyeIcon = makeIcon(
  <>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = makeIcon(
  <>
    <path d="M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-2.2 3.2M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
  </>,
);
export const EditIcon = makeIcon(
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </>,
);
export const LockIcon = makeIcon(
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const CalendarIcon = makeIcon(
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);
export const AlertIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);
export const InfoIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const ShieldIcon = makeIcon(<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />);
export const CarIcon = makeIcon(
  <>
    <path d="M5 17H3v-5l2-5h11l3 5h2v5h-2" />
    <path d="M3 12h18" />
    <circle cx="7.5" cy="17" r="2" />
    <circle cx="16.5" cy="17" r="2" />
  </>,
  { directional: true },
);
export const GaugeIcon = makeIcon(
  <>
    <path d="M12 14l4-4" />
    <path d="M3.3 19a10 10 0 1 1 17.4 0" />
  </>,
);
export const TagIcon = makeIcon(
  <>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </>,
);
export const GridIcon = makeIcon(
  <>
    <rect x="3" y="3" width="7" height="7" rx="1.5" />
    <rect x="14" y="3" width="7" height="7" rx="1.5" />
    <rect x="3" y="14" width="7" height="7" rx="1.5" />
    <rect x="14" y="14" width="7" height="7" rx="1.5" />
  </>,
);
export const SparkIcon = makeIcon(<path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8" />);
export const TrendIcon = makeIcon(<path d="m3 17 6-6 4 4 8-8M15 7h6v6" />, { directional: true });
export const ClockIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const ImageIcon = makeIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </>,
);
export const CompassIcon = makeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m16 8-2 6-6 2 2-6 6-2Z" />
  </>,
);
export const WrenchIcon = makeIcon(
  <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9l-3.8 3.8Z" />,
);

/** Google Play mark, simplified. */
export const GooglePlayIcon = makeIcon(
  <path d="M4.4 2.3a1.3 1.3 0 0 0-.6 1.1v17.2c0 .5.2.9.6 1.1l9.9-9.7-9.9-9.7Zm11.1 8.5L6.6 2.1l10.9 6.3-2 2.4Zm4 1.2c0 .5-.3.9-.7 1.2l-2.4 1.4-2.2-2.6 2.2-2.6 2.4 1.4c.4.3.7.7.7 1.2Zm-4 1.2 2 2.4-10.9 6.3 8.9-8.7Z" />,
  { fill: true },
);
export const TrashIcon = makeIcon(
  <>
    <path d="M4 7h16M10 11v6M14 11v6" />
    <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </>,
);
/** Apple mark, simplified. */
export const AppleIcon = makeIcon(
  <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9A5 5 0 0 0 3.3 9.3c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3 0 1.7-.8 3.3-.8 1.5 0 2 .8 3.3.8 1.4 0 2.2-1.2 3-2.5a10 10 0 0 0 1.4-2.8 4.4 4.4 0 0 1-2.3-4.1ZM14 4.9a4.4 4.4 0 0 0 1-3.2 4.5 4.5 0 0 0-2.9 1.5 4.2 4.2 0 0 0-1 3.1A3.7 3.7 0 0 0 14 4.9Z" />,
  { fill: true },
);
