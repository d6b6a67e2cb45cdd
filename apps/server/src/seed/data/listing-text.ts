/**
 * Sentence templates and feature lists for generated listings. The generator picks from these with the seed's
 * PRNG; every template receives the facts of the listing, so the text always matches the structured fields.
 */

export type Family = 'car' | 'truck' | 'commercial' | 'ev' | 'moto' | 'bus' | 'boat' | 'part';

export interface TextFacts {
  /** "2019 Toyota Corolla LE" */
  name: string;
  year: number | null;
  make: string;
  model: string;
  trim: string;
  colour: string;
  /** "42,300 km (26,300 miles)" or '' */
  distance: string;
  fuel: string;
  transmission: string;
  /** The gearbox in running text: "automatic", "CVT", "dual-clutch"… */
  gearbox: string;
  /** "1.8-liter" / "649 cc" / '' */
  engine: string;
  city: string;
  township: string;
  seller: string;
  /** "first", "second"… */
  ownerOrdinal: string;
  hours: number;
  seats: number | null;
  months: number;
}

type Tpl = (f: TextFacts) => string;

export const PRIVATE_INTROS: Tpl[] = [
  (f) => `Selling my ${f.name} in ${f.colour}.`,
  (f) => `Up for sale is our ${f.name}, finished in ${f.colour}.`,
  (f) => `I'm the ${f.ownerOrdinal} owner of this ${f.colour} ${f.name} and it's time to let it go.`,
  (f) => `For sale: a well-kept ${f.colour} ${f.name}.`,
  (f) => `Offering my ${f.name} (${f.colour}) to a good home.`,
];

export const DEALER_INTROS: Tpl[] = [
  (f) => `${f.seller} is pleased to offer this ${f.colour} ${f.name}.`,
  (f) => `Just arrived at ${f.seller}: a ${f.colour} ${f.name}.`,
  (f) => `This ${f.colour} ${f.name} has passed our full multi-point inspection and is ready for its next owner.`,
  (f) => `Fresh trade-in at ${f.seller}: ${f.name} in ${f.colour}.`,
];

export const SPEC_SENTENCES: Record<Family, Tpl[]> = {
  car: [
    (f) => `It has ${f.distance} on the clock, a ${f.engine} ${f.fuel.toLowerCase()} engine and a ${f.gearbox} gearbox.`,
    (f) => `${f.distance}, ${f.engine} ${f.fuel.toLowerCase()} engine, ${f.gearbox} transmission.`,
  ],
  truck: [
    (f) => `It has ${f.distance}, the ${f.engine} ${f.fuel.toLowerCase()} engine and a ${f.gearbox} transmission.`,
    (f) => `${f.distance} and the ${f.engine} ${f.fuel.toLowerCase()} engine pulls strong; ${f.gearbox} shifts smoothly.`,
  ],
  commercial: [
    (f) => `${f.distance}, ${f.engine} ${f.fuel.toLowerCase()} engine, ${f.gearbox} transmission.`,
    (f) => `The truck shows ${f.distance} and runs the ${f.engine} ${f.fuel.toLowerCase()} engine with a ${f.gearbox} gearbox.`,
  ],
  ev: [
    (f) => `It has ${f.distance} and charges at home on Level 2 or on DC fast chargers.`,
    (f) => `Fully electric, ${f.distance}; the battery still delivers close to its original range.`,
  ],
  moto: [
    (f) => `${f.engine} engine, ${f.distance}, ${f.gearbox} gearbox.`,
    (f) => `The ${f.engine} engine has ${f.distance} on it and pulls cleanly through every gear.`,
  ],
  bus: [
    (f) => `${f.seats ?? 'Multi'}-passenger layout, ${f.engine} ${f.fuel.toLowerCase()} engine, ${f.distance}.`,
    (f) => `Seats ${f.seats ?? 'many'} passengers; ${f.distance} on a ${f.engine} ${f.fuel.toLowerCase()} engine with ${f.gearbox} transmission.`,
  ],
  boat: [
    (f) => `Only ${f.hours} engine hours on the ${f.engine} engine, always flushed after every trip.`,
    (f) => `${f.hours} hours on the ${f.engine} engine; seats ${f.seats ?? 'the family'} comfortably.`,
  ],
  part: [(f) => `${f.make} ${f.model}${f.trim ? `, ${f.trim}` : ''}.`],
};

export const CONDITION_SENTENCES: Record<string, string[]> = {
  new: ['Brand new, never registered, with the full factory warranty.', 'New vehicle with delivery miles only and the full manufacturer warranty.'],
  'like-new': [
    'It looks like new: no scratches, no dents, nothing to fix.',
    'Garage kept and babied, it is in near-showroom condition.',
  ],
  good: [
    'Condition is very good for its age, with a few small marks consistent with normal use.',
    'Very clean; a couple of minor stone chips on the front, nothing more.',
    'Everything works as it should and there are no warning lights.',
  ],
  fair: [
    'It shows its age — some chips, scuffs and worn trim — but it starts every time and runs well.',
    'Cosmetically rough in places and priced accordingly; mechanically sound and reliable.',
  ],
  parts: [
    'It does not run (engine problem) and is sold as-is for parts or as a project. Bring a trailer.',
    'Sold as-is for parts or restoration: it needs work and is not roadworthy.',
  ],
};

export const HISTORY_SENTENCES: Record<Family, Tpl[]> = {
  car: [
    () => 'Oil changed every 5,000 miles with full synthetic; all receipts available.',
    (f) => `Serviced at the dealer since new — the last service was ${f.months} months ago.`,
    (f) => `New tires and front brake pads fitted ${f.months} months ago.`,
    () => 'Clean title, no accidents, and the vehicle history report is available on request.',
    () => 'Non-smoker, no pets, always garage parked.',
  ],
  truck: [
    () => 'Never used for towing heavy loads; bed liner since day one.',
    (f) => `Fluids (engine, transmission, differentials) changed ${f.months} months ago.`,
    () => 'Clean title, no accidents, and all maintenance records in a folder.',
    () => 'New all-terrain tires last season, alignment done at the same time.',
  ],
  commercial: [
    (f) => `DOT inspection passed ${f.months} months ago; reports available.`,
    () => 'Fleet maintained with complete service records, ready to work.',
    () => 'Recent brakes, batteries and tires; no codes.',
  ],
  ev: [
    (f) => `Battery state of health measured at ${90 + (f.months % 8)} % at the last service.`,
    () => 'Mobile connector and both key cards included; home charger available by separate agreement.',
    () => 'Battery warranty still active, and software is up to date.',
  ],
  moto: [
    (f) => `New chain and sprockets ${f.months} months ago, tires have plenty of tread.`,
    () => 'Valve clearances checked at the last major service; all records included.',
    () => 'Never dropped, always stored indoors on a battery tender.',
    () => 'Comes with both keys, the owner\u2019s manual and the original exhaust.',
  ],
  bus: [
    (f) => `Annual safety inspection passed ${f.months} months ago.`,
    () => 'Air brakes, working A/C and heater, all seat belts present.',
    () => 'Fleet maintained by a school district with complete records.',
  ],
  boat: [
    () => 'Freshwater use only, stored on a covered lift.',
    (f) => `Impeller, plugs and lower-unit oil changed ${f.months} months ago.`,
    () => 'Trailer included with new bearings and bunks.',
  ],
  part: [
    () => 'Brand new in the original packaging, never installed.',
    () => 'Used for one season and in excellent shape.',
    () => 'Receipt available; remaining manufacturer warranty transfers to the buyer.',
  ],
};

export const FEATURES: Record<Family | 'car-old', string[]> = {
  car: [
    'Apple CarPlay & Android Auto',
    'Backup camera',
    'Blind-spot monitoring',
    'Adaptive cruise control',
    'Lane keeping assist',
    'Keyless entry & push-button start',
    'Heated front seats',
    'Dual-zone climate control',
    'LED headlights',
    'Sunroof',
    'Leather upholstery',
    'Premium sound system',
    'Remote start',
    'Wireless phone charging',
    'Navigation',
    'Ventilated seats',
    '360° camera',
    'Heads-up display',
    'Power liftgate',
  ],
  'car-old': ['Bluetooth hands-free', 'Cruise control', 'Power windows and locks', 'Alloy wheels', 'CD and AUX audio', 'Sunroof', 'Leather seats', 'Fog lights', 'Heated seats', 'Keyless entry'],
  truck: ['Tow package', 'Spray-in bed liner', '4x4', 'Trailer brake controller', 'Running boards', 'Tonneau cover', 'Skid plates', 'Backup camera', 'Apple CarPlay & Android Auto', 'Heated seats', 'Remote start', 'LED light bar'],
  commercial: ['Sleeper cab', 'APU', 'Engine brake', 'Liftgate', 'Air-ride suspension', 'Dual fuel tanks', 'Aluminum wheels', 'Collision mitigation', 'Recent DOT inspection', 'Refrigerated box'],
  ev: ['DC fast charging', 'Heat pump', 'Home charger included', 'Driver-assist package', 'Over-the-air updates', 'Panoramic glass roof', 'Premium audio', 'Heated seats & steering wheel', 'Adaptive cruise control', 'Tow hitch', 'Mobile connector'],
  moto: ['ABS', 'Traction control', 'Quick shifter', 'Riding modes', 'Heated grips', 'Cruise control', 'Slip-on exhaust', 'Saddlebags', 'LED lighting', 'Frame sliders', 'Touring windscreen', 'USB charging port', 'Tank bag'],
  bus: ['Wheelchair lift', 'Air conditioning', 'Air brakes', 'Luggage bays', 'Seat belts', 'Backup camera', 'PA system', 'Stop-arm camera', 'Reclining seats'],
  boat: ['Trailer included', 'Bimini top', 'GPS / fish finder', 'Wakeboard tower', 'Swim platform', 'Bluetooth stereo', 'Livewell', 'Cockpit cover', 'Depth finder', 'Ski locker'],
  part: ['Original packaging', 'Installation available', 'Receipt included', 'Fits most models', 'Ships within 2 days', 'Warranty'],
};

export const PRIVATE_REASONS: string[] = [
  'Selling because we need a bigger car for the family.',
  'Selling because I\u2019m moving abroad next month.',
  'Only selling because I bought a new one.',
  'My job now provides a company vehicle, so this one has to go.',
  'We\u2019re down to one car after moving downtown.',
  'Selling to make room in the garage for a project.',
];

export const DEALER_TERMS: string[] = [
  'Financing available for all credit types; trade-ins welcome.',
  'Includes a free vehicle history report and a 30-day/1,000-mile powertrain warranty.',
  'We can arrange nationwide shipping and handle the paperwork remotely.',
  'Extended service plans available. Out-of-state buyers welcome.',
];

export const PRIVATE_CLOSINGS: Tpl[] = [
  (f) => `Serious buyers only — message me here to arrange a viewing in ${f.township}.`,
  (f) => `Test drives with a valid license in ${f.township}, weekday evenings or weekends.`,
  () => 'Clean title in hand. Cash or a cashier\u2019s check verified at my bank only.',
  () => 'No trades, please. Happy to answer any questions in the chat.',
];

export const DEALER_CLOSINGS: Tpl[] = [
  (f) => `Visit us in ${f.township}, ${f.city}, or message us to book a test drive.`,
  () => 'Chat with us to reserve it — popular models like this one go quickly.',
  (f) => `Open Monday to Saturday in ${f.city}; remote purchase and delivery available.`,
];

export const PRIVATE_SUBTITLES: string[] = [
  'Garage kept, non-smoker, all records',
  'Clean title in hand',
  'New tires and brakes',
  'Dealer serviced since new',
  'Single owner, no accidents',
  'Must sell this month',
  'Well maintained daily driver',
  'Adult owned, never tracked',
];

export const DEALER_SUBTITLES: string[] = [
  'Financing available · Trade-ins welcome',
  'Free history report · 150-point inspection',
  '30-day powertrain warranty included',
  'Nationwide delivery available',
  'Certified, inspected, ready to drive',
];

/** Gearbox wording in running text, by transmission key. */
export const GEARBOX_WORDS: Record<string, string> = {
  auto: 'automatic',
  manual: 'manual',
  cvt: 'CVT',
  dct: 'dual-clutch',
  amt: 'automated manual',
  single: 'single-speed',
};

export const PART_DEAL_REMARKS: Record<string, string[]> = {
  meet: ['Pickup in person; I can help load it into your car.', 'Meet at a public place, cash or card reader.'],
  delivery: ['Local delivery for $20, free over $300.', 'Free local delivery within 15 miles.'],
  shipping: ['Ships in 2–3 business days, tracking included.', 'Free ground shipping in the lower 48 states.'],
  'test-drive': ['Come and see it in the shop before you buy.'],
};

export const DEAL_REMARKS: Record<string, string[]> = {
  meet: ['Meet at a public place or a bank branch near you.', 'Viewings on weekends, meet at the police station safe exchange zone.', 'Meet at my place, driveway parking available.'],
  delivery: ['Free delivery within 50 miles.', 'Delivery within the metro area for a flat $150.', 'We deliver to your door with all paperwork ready.'],
  shipping: ['Nationwide shipping at the buyer\u2019s cost; we help book the carrier.', 'Ships in 2–3 business days, fully insured.', 'Enclosed transport available on request.'],
  'test-drive': ['Test drives with a valid driver\u2019s license and proof of insurance.', 'Book a test drive in the chat, weekdays 9–7.', 'Test drive by appointment, bring your license.'],
};

export const REJECT_REASONS: string[] = [
  'The photos do not show the vehicle described. Please upload your own photos of this vehicle.',
  'The price in the description does not match the listing price.',
  'Please add the mileage and the condition of the vehicle to the description.',
  'Duplicate of an existing listing. Please edit the existing one instead.',
];

export const RATING_TEXTS: Record<number, { title: string; description: string }[]> = {
  5: [
    { title: 'Smooth and honest', description: 'Vehicle exactly as described, paperwork ready, very easy handover.' },
    { title: 'Great communication', description: 'Answered every question quickly and let me bring my mechanic. Highly recommended.' },
    { title: 'Would buy again', description: 'Fair price, no pressure, and the car was spotless.' },
  ],
  4: [
    { title: 'Good experience', description: 'Car as described, a small delay on the paperwork but sorted out quickly.' },
    { title: 'Friendly seller', description: 'Helpful and flexible with the viewing time. Minor scratch not in the photos.' },
  ],
  3: [{ title: 'OK overall', description: 'The deal went through, but it took several messages to get the service records.' }],
  2: [{ title: 'Not as described', description: 'More wear than the photos showed; we renegotiated the price on site.' }],
  1: [{ title: 'No-show', description: 'Seller did not show up for the agreed viewing and stopped answering.' }],
};

export const REPORT_REASONS: string[] = [
  'Price looks far too low for this model, seller asked for a deposit by wire transfer.',
  'The same photos appear in another listing with a different city.',
  'Seller says the vehicle is abroad and cannot be viewed.',
];
