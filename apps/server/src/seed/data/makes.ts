/**
 * Real makes and their current and recent models, per category. A make that sells in several categories appears
 * once per category (Honda cars, Honda motorcycles…), as the data model has one subcategory row per category.
 * Prices are approximate US MSRPs of a recent model year in USD; `from`/`to` bound the model years a model was
 * sold in the USA (within the demo's 2005–2026 range).
 */
import type { CategoryKey } from './lookups.ts';

export type BodyKey =
  | 'sedan'
  | 'hatchback'
  | 'coupe'
  | 'convertible'
  | 'wagon'
  | 'suv'
  | 'crossover'
  | 'pickup'
  | 'minivan'
  | 'cargo-van'
  | 'box-truck'
  | 'semi'
  | 'sport-bike'
  | 'naked'
  | 'cruiser'
  | 'touring'
  | 'adventure'
  | 'scooter'
  | 'bus'
  | 'boat'
  | 'pwc'
  | 'part';

export type FuelKey = 'gasoline' | 'diesel' | 'hybrid' | 'phev' | 'electric' | 'flex';
export type TxKey = 'auto' | 'manual' | 'cvt' | 'dct' | 'amt' | 'single';
/** What the generated photo of a part shows. */
export type PartArt = 'wheel' | 'roofbox' | 'product';

export interface ModelDef {
  name: string;
  body: BodyKey;
  /** Approximate new price in USD of a recent model year. */
  msrp: number;
  /** Engine displacement in cc (absent for electric vehicles and parts). */
  cc?: number;
  seats?: number;
  fuel?: FuelKey;
  /** An alternative powertrain offered on the model (hybrid Camry, diesel Super Duty…), used for ~30 % of listings. */
  alt?: FuelKey;
  tx?: TxKey;
  /** A manual gearbox is offered (sporty models). */
  manual?: boolean;
  from?: number;
  to?: number;
  trims?: string[];
  art?: PartArt;
  /** Not sold new in the USA: listings are grey imports. */
  imported?: boolean;
}

export interface MakeDef {
  name: string;
  category: CategoryKey;
  /** Popularity among listings within its category. */
  weight: number;
  /** Share of value kept per year after the first (resale strength). */
  retention?: number;
  /** Default trims of the make's models. */
  trims?: string[];
  /** Default gearbox of the make's models. */
  tx?: TxKey;
  models: ModelDef[];
}

type Extra = Partial<Omit<ModelDef, 'name' | 'body' | 'msrp' | 'cc' | 'seats'>>;
const m = (name: string, body: BodyKey, msrp: number, cc: number | undefined, seats: number | undefined, x: Extra = {}): ModelDef => ({
  name,
  body,
  msrp,
  ...(cc ? { cc } : {}),
  ...(seats ? { seats } : {}),
  ...x,
});
const ev = (name: string, body: BodyKey, msrp: number, seats: number, x: Extra = {}): ModelDef => m(name, body, msrp, undefined, seats, { fuel: 'electric', tx: 'single', ...x });
const part = (name: string, msrp: number, art: PartArt, trims?: string[]): ModelDef => ({ name, body: 'part', msrp, art, ...(trims ? { trims } : {}) });

export const MAKES: MakeDef[] = [
  // ------------------------------------------------------------------------------------------------ cars
  {
    name: 'Toyota',
    category: 'cars',
    weight: 14,
    retention: 0.94,
    trims: ['LE', 'SE', 'XLE', 'XSE'],
    models: [
      m('Corolla', 'sedan', 23_500, 1_987, 5, { tx: 'cvt', alt: 'hybrid' }),
      m('Camry', 'sedan', 29_000, 2_487, 5, { alt: 'hybrid' }),
      m('Prius', 'hatchback', 29_000, 1_987, 5, { fuel: 'hybrid', tx: 'cvt', alt: 'phev', trims: ['LE', 'XLE', 'Limited'] }),
      m('Yaris', 'hatchback', 17_500, 1_496, 5, { to: 2020, manual: true, trims: ['L', 'LE', 'SE'] }),
      m('Avalon', 'sedan', 38_000, 3_456, 5, { to: 2022, alt: 'hybrid', trims: ['XLE', 'Touring', 'Limited'] }),
      m('GR86', 'coupe', 30_500, 2_387, 4, { from: 2022, manual: true, trims: ['Base', 'Premium'] }),
      m('Supra', 'coupe', 47_000, 2_998, 2, { from: 2020, manual: true, trims: ['3.0', '3.0 Premium'] }),
      m('Crown', 'sedan', 41_500, 2_487, 5, { from: 2023, fuel: 'hybrid', tx: 'cvt', trims: ['XLE', 'Limited', 'Platinum'] }),
    ],
  },
  {
    name: 'Honda',
    category: 'cars',
    weight: 12,
    retention: 0.935,
    trims: ['LX', 'Sport', 'EX', 'EX-L', 'Touring'],
    tx: 'cvt',
    models: [
      m('Civic', 'sedan', 25_000, 1_996, 5, { manual: true }),
      m('Accord', 'sedan', 29_500, 1_498, 5, { alt: 'hybrid' }),
      m('Fit', 'hatchback', 17_500, 1_497, 5, { from: 2007, to: 2020, manual: true, trims: ['LX', 'Sport', 'EX'] }),
      m('Insight', 'sedan', 25_500, 1_498, 5, { from: 2019, to: 2022, fuel: 'hybrid', trims: ['LX', 'EX', 'Touring'] }),
      m('Civic Type R', 'hatchback', 45_000, 1_996, 4, { from: 2017, tx: 'manual', trims: [''] }),
      m('S2000', 'convertible', 34_000, 2_157, 2, { to: 2009, tx: 'manual', trims: ['', 'CR'] }),
    ],
  },
  {
    name: 'Ford',
    category: 'cars',
    weight: 9,
    retention: 0.91,
    trims: ['S', 'SE', 'SEL', 'Titanium'],
    models: [
      m('Mustang', 'coupe', 33_000, 4_951, 4, { manual: true, trims: ['EcoBoost', 'EcoBoost Premium', 'GT', 'GT Premium'] }),
      m('Fusion', 'sedan', 24_500, 2_488, 5, { from: 2006, to: 2020, alt: 'hybrid' }),
      m('Focus', 'hatchback', 19_500, 1_999, 5, { to: 2018, manual: true, trims: ['SE', 'Titanium', 'ST'] }),
      m('Fiesta', 'hatchback', 16_500, 1_596, 5, { from: 2011, to: 2019, manual: true, trims: ['S', 'SE', 'ST'] }),
      m('Taurus', 'sedan', 29_000, 3_496, 5, { from: 2008, to: 2019, trims: ['SE', 'SEL', 'Limited', 'SHO'] }),
      m('Crown Victoria', 'sedan', 27_000, 4_601, 6, { to: 2011, fuel: 'flex', trims: ['', 'LX'] }),
    ],
  },
  {
    name: 'Chevrolet',
    category: 'cars',
    weight: 8,
    retention: 0.905,
    trims: ['LS', 'LT', 'RS', 'Premier'],
    models: [
      m('Malibu', 'sedan', 26_500, 1_490, 5, { to: 2025 }),
      m('Camaro', 'coupe', 33_000, 6_162, 4, { from: 2010, to: 2024, manual: true, trims: ['1LT', '2LT', '1SS', '2SS', 'ZL1'] }),
      m('Corvette', 'coupe', 69_000, 6_162, 2, { trims: ['Stingray 1LT', 'Stingray 2LT', 'Stingray 3LT', 'Z06'] }),
      m('Cruze', 'sedan', 20_500, 1_399, 5, { from: 2011, to: 2019 }),
      m('Impala', 'sedan', 31_000, 3_564, 5, { to: 2020, trims: ['LS', 'LT', 'Premier'] }),
      m('Spark', 'hatchback', 15_000, 1_399, 4, { from: 2013, to: 2022, tx: 'cvt', trims: ['LS', '1LT', 'ACTIV'] }),
      m('Sonic', 'hatchback', 17_000, 1_796, 5, { from: 2012, to: 2020, trims: ['LS', 'LT', 'Premier'] }),
    ],
  },
  {
    name: 'Nissan',
    category: 'cars',
    weight: 7,
    retention: 0.9,
    trims: ['S', 'SV', 'SR', 'SL', 'Platinum'],
    tx: 'cvt',
    models: [
      m('Altima', 'sedan', 27_500, 2_488, 5),
      m('Sentra', 'sedan', 21_500, 1_997, 5),
      m('Maxima', 'sedan', 38_500, 3_498, 5, { to: 2023, trims: ['SV', 'SR', 'Platinum'] }),
      m('Versa', 'sedan', 17_500, 1_598, 5, { from: 2007, trims: ['S', 'SV', 'SR'] }),
      m('370Z', 'coupe', 31_000, 3_696, 2, { from: 2009, to: 2020, tx: 'auto', manual: true, trims: ['Sport', 'Touring', 'NISMO'] }),
      m('Z', 'coupe', 42_000, 2_997, 2, { from: 2023, tx: 'auto', manual: true, trims: ['Sport', 'Performance', 'NISMO'] }),
      m('GT-R', 'coupe', 115_000, 3_799, 4, { from: 2009, to: 2024, tx: 'dct', trims: ['Premium', 'NISMO'] }),
    ],
  },
  {
    name: 'Hyundai',
    category: 'cars',
    weight: 6,
    retention: 0.905,
    trims: ['SE', 'SEL', 'N Line', 'Limited'],
    models: [
      m('Elantra', 'sedan', 22_500, 1_999, 5, { tx: 'cvt', alt: 'hybrid' }),
      m('Sonata', 'sedan', 27_500, 2_497, 5, { alt: 'hybrid' }),
      m('Accent', 'sedan', 17_000, 1_598, 5, { to: 2022, trims: ['SE', 'SEL', 'Limited'] }),
      m('Veloster', 'hatchback', 21_000, 1_591, 4, { from: 2012, to: 2022, manual: true, trims: ['Base', 'Turbo', 'N'] }),
      m('Elantra N', 'sedan', 34_500, 1_998, 5, { from: 2022, tx: 'dct', manual: true, trims: [''] }),
      m('Ioniq Hybrid', 'hatchback', 24_500, 1_580, 5, { from: 2017, to: 2022, fuel: 'hybrid', tx: 'dct', trims: ['Blue', 'SEL', 'Limited'] }),
      m('Genesis Coupe', 'coupe', 26_000, 3_778, 4, { from: 2010, to: 2016, manual: true, trims: ['2.0T', '3.8', '3.8 R-Spec'] }),
    ],
  },
  {
    name: 'Kia',
    category: 'cars',
    weight: 5,
    retention: 0.905,
    trims: ['LX', 'LXS', 'GT-Line', 'EX'],
    models: [
      m('Forte', 'sedan', 20_500, 1_999, 5, { from: 2010, tx: 'cvt' }),
      m('K5', 'sedan', 27_000, 1_598, 5, { from: 2021, trims: ['LXS', 'GT-Line', 'EX', 'GT'] }),
      m('Optima', 'sedan', 24_500, 2_359, 5, { to: 2020, trims: ['LX', 'S', 'EX', 'SX'] }),
      m('Rio', 'sedan', 17_500, 1_598, 5, { to: 2023, tx: 'cvt', trims: ['LX', 'S'] }),
      m('Stinger', 'sedan', 38_000, 3_342, 5, { from: 2018, to: 2023, trims: ['GT-Line', 'GT1', 'GT2'] }),
      m('Soul', 'hatchback', 20_500, 1_999, 5, { from: 2010, tx: 'cvt', trims: ['LX', 'S', 'GT-Line', 'EX'] }),
    ],
  },
  {
    name: 'BMW',
    category: 'cars',
    weight: 6,
    retention: 0.895,
    models: [
      m('3 Series', 'sedan', 46_000, 1_998, 5, { manual: true, trims: ['328i', '330i', '330i xDrive', 'M340i'] }),
      m('5 Series', 'sedan', 58_000, 1_998, 5, { trims: ['528i', '530i', '540i xDrive', 'M550i'] }),
      m('7 Series', 'sedan', 96_000, 2_998, 5, { trims: ['740i', '750i xDrive', '760i'] }),
      m('4 Series', 'coupe', 50_000, 1_998, 4, { from: 2014, trims: ['430i', '430i xDrive', 'M440i'] }),
      m('2 Series', 'coupe', 40_000, 1_998, 4, { from: 2014, manual: true, trims: ['228i', '230i', 'M240i'] }),
      m('M3', 'sedan', 77_000, 2_993, 5, { manual: true, trims: ['', 'Competition'] }),
      m('Z4', 'convertible', 54_000, 1_998, 2, { trims: ['sDrive30i', 'M40i'] }),
    ],
  },
  {
    name: 'Mercedes-Benz',
    category: 'cars',
    weight: 6,
    retention: 0.895,
    models: [
      m('C-Class', 'sedan', 47_500, 1_991, 5, { trims: ['C 300', 'C 300 4MATIC', 'AMG C 43'] }),
      m('E-Class', 'sedan', 62_000, 1_999, 5, { trims: ['E 350', 'E 350 4MATIC', 'E 450'] }),
      m('S-Class', 'sedan', 118_000, 2_999, 5, { trims: ['S 500', 'S 580 4MATIC'] }),
      m('CLA', 'sedan', 43_000, 1_991, 5, { from: 2014, tx: 'dct', trims: ['CLA 250', 'AMG CLA 35'] }),
      m('AMG GT', 'coupe', 120_000, 3_982, 2, { from: 2016, tx: 'dct', trims: ['', 'C', '63 S'] }),
      m('SL', 'convertible', 110_000, 3_982, 2, { trims: ['SL 550', 'AMG SL 55'] }),
    ],
  },
  {
    name: 'Audi',
    category: 'cars',
    weight: 4,
    retention: 0.89,
    trims: ['Premium', 'Premium Plus', 'Prestige'],
    models: [
      m('A3', 'sedan', 37_000, 1_984, 5, { from: 2006, tx: 'dct' }),
      m('A4', 'sedan', 43_000, 1_984, 5),
      m('A6', 'sedan', 58_000, 1_984, 5),
      m('A5', 'coupe', 47_000, 1_984, 4, { from: 2008 }),
      m('S4', 'sedan', 55_000, 2_994, 5, { trims: ['Premium Plus', 'Prestige'] }),
      m('TT', 'coupe', 52_000, 1_984, 4, { to: 2023, tx: 'dct', trims: ['', 'S'] }),
      m('R8', 'coupe', 160_000, 5_204, 2, { from: 2008, tx: 'dct', trims: ['V10', 'V10 performance'] }),
    ],
  },
  {
    name: 'Lexus',
    category: 'cars',
    weight: 4,
    retention: 0.93,
    models: [
      m('ES', 'sedan', 43_500, 2_487, 5, { alt: 'hybrid', trims: ['ES 350', 'ES 300h', 'ES 250'] }),
      m('IS', 'sedan', 41_500, 3_456, 5, { trims: ['IS 250', 'IS 300', 'IS 350 F Sport'] }),
      m('LS', 'sedan', 80_000, 3_444, 5, { trims: ['LS 460', 'LS 500', 'LS 500h'] }),
      m('RC', 'coupe', 46_000, 3_456, 4, { from: 2015, trims: ['RC 300', 'RC 350 F Sport', 'RC F'] }),
      m('LC', 'coupe', 98_000, 4_969, 4, { from: 2018, trims: ['LC 500', 'LC 500h'] }),
      m('GS', 'sedan', 51_000, 3_456, 5, { to: 2020, trims: ['GS 350', 'GS 350 F Sport'] }),
    ],
  },
  {
    name: 'Volkswagen',
    category: 'cars',
    weight: 4,
    retention: 0.9,
    trims: ['S', 'SE', 'SEL', 'R-Line'],
    models: [
      m('Jetta', 'sedan', 22_500, 1_498, 5, { manual: true }),
      m('Golf', 'hatchback', 25_000, 1_798, 5, { to: 2021, manual: true }),
      m('GTI', 'hatchback', 32_000, 1_984, 5, { tx: 'dct', manual: true, trims: ['S', 'SE', 'Autobahn'] }),
      m('Golf R', 'hatchback', 46_000, 1_984, 5, { from: 2012, tx: 'dct', manual: true, trims: [''] }),
      m('Passat', 'sedan', 27_500, 1_984, 5, { to: 2022 }),
      m('Arteon', 'sedan', 43_500, 1_984, 5, { from: 2019, to: 2023, trims: ['SE', 'SEL R-Line', 'SEL Premium R-Line'] }),
      m('Beetle', 'hatchback', 21_500, 1_984, 4, { to: 2019, trims: ['S', 'SE', 'Dune'] }),
    ],
  },
  {
    name: 'Subaru',
    category: 'cars',
    weight: 4,
    retention: 0.925,
    trims: ['Base', 'Premium', 'Sport', 'Limited'],
    tx: 'cvt',
    models: [
      m('Impreza', 'hatchback', 23_000, 1_995, 5),
      m('WRX', 'sedan', 33_500, 2_387, 5, { tx: 'manual', trims: ['Base', 'Premium', 'Limited', 'GT'] }),
      m('WRX STI', 'sedan', 38_000, 2_457, 5, { to: 2021, tx: 'manual', trims: ['', 'Limited'] }),
      m('Legacy', 'sedan', 26_000, 2_498, 5),
      m('BRZ', 'coupe', 31_000, 2_387, 4, { from: 2013, tx: 'manual', trims: ['Premium', 'Limited', 'tS'] }),
    ],
  },
  {
    name: 'Mazda',
    category: 'cars',
    weight: 4,
    retention: 0.915,
    trims: ['Sport', 'Touring', 'Grand Touring', 'Premium'],
    models: [
      m('Mazda3', 'sedan', 24_500, 2_488, 5, { manual: true }),
      m('Mazda6', 'sedan', 27_500, 2_488, 5, { to: 2021 }),
      m('MX-5 Miata', 'convertible', 30_500, 1_998, 2, { tx: 'manual', trims: ['Sport', 'Club', 'Grand Touring'] }),
      m('RX-8', 'coupe', 27_000, 1_308, 4, { to: 2011, tx: 'manual', trims: ['Sport', 'Touring', 'R3'] }),
      m('Mazda2', 'hatchback', 15_500, 1_498, 5, { from: 2011, to: 2014, manual: true, trims: ['Sport', 'Touring'] }),
    ],
  },
  {
    name: 'Porsche',
    category: 'cars',
    weight: 2.5,
    retention: 0.965,
    tx: 'dct',
    models: [
      m('911', 'coupe', 118_000, 2_981, 4, { manual: true, trims: ['Carrera', 'Carrera S', 'Carrera 4S', 'GT3', 'Turbo S'] }),
      m('Panamera', 'sedan', 100_000, 2_894, 4, { from: 2010, alt: 'phev', trims: ['', '4', '4S', 'GTS'] }),
      m('718 Boxster', 'convertible', 72_000, 1_988, 2, { from: 2017, manual: true, trims: ['', 'S', 'GTS 4.0'] }),
      m('718 Cayman', 'coupe', 70_000, 1_988, 2, { from: 2017, manual: true, trims: ['', 'S', 'GT4'] }),
      m('Boxster', 'convertible', 55_000, 2_706, 2, { to: 2016, manual: true, trims: ['', 'S'] }),
      m('Cayman', 'coupe', 57_000, 2_706, 2, { from: 2006, to: 2016, manual: true, trims: ['', 'S'] }),
    ],
  },
  {
    name: 'Dodge',
    category: 'cars',
    weight: 3,
    retention: 0.91,
    models: [
      m('Charger', 'sedan', 36_000, 5_654, 5, { from: 2006, to: 2023, trims: ['SXT', 'GT', 'R/T', 'Scat Pack', 'SRT Hellcat'] }),
      m('Challenger', 'coupe', 34_000, 5_654, 5, { from: 2008, to: 2023, manual: true, trims: ['SXT', 'GT', 'R/T', 'Scat Pack', 'SRT Hellcat'] }),
      m('Dart', 'sedan', 19_000, 1_995, 5, { from: 2013, to: 2016, trims: ['SE', 'SXT', 'GT'] }),
      m('Viper', 'coupe', 95_000, 8_382, 2, { to: 2017, tx: 'manual', trims: ['SRT', 'GTS', 'ACR'] }),
    ],
  },
  {
    name: 'Chrysler',
    category: 'cars',
    weight: 1.5,
    retention: 0.895,
    models: [
      m('300', 'sedan', 36_000, 3_604, 5, { to: 2023, trims: ['Touring', 'Limited', '300S', '300C'] }),
      m('200', 'sedan', 23_000, 2_360, 5, { from: 2011, to: 2017, trims: ['LX', 'Limited', 'S', 'C'] }),
    ],
  },
  {
    name: 'Acura',
    category: 'cars',
    weight: 2,
    retention: 0.915,
    models: [
      m('TLX', 'sedan', 45_000, 1_996, 5, { from: 2015, trims: ['Base', 'Technology', 'A-Spec', 'Type S'] }),
      m('Integra', 'hatchback', 33_500, 1_498, 5, { from: 2023, tx: 'cvt', manual: true, trims: ['', 'A-Spec', 'Type S'] }),
      m('ILX', 'sedan', 27_000, 2_356, 5, { from: 2013, to: 2022, tx: 'dct', trims: ['Base', 'Premium', 'A-Spec'] }),
      m('TSX', 'sedan', 30_000, 2_354, 5, { to: 2014, manual: true, trims: ['Base', 'Technology'] }),
      m('RLX', 'sedan', 55_000, 3_471, 5, { from: 2014, to: 2020, trims: ['Technology', 'Advance', 'Sport Hybrid'] }),
      m('NSX', 'coupe', 160_000, 3_493, 2, { from: 2017, to: 2022, fuel: 'hybrid', tx: 'dct', trims: ['', 'Type S'] }),
    ],
  },
  {
    name: 'Cadillac',
    category: 'cars',
    weight: 1.5,
    retention: 0.88,
    models: [
      m('CT4', 'sedan', 36_000, 1_998, 5, { from: 2020, trims: ['Luxury', 'Premium Luxury', 'V-Series'] }),
      m('CT5', 'sedan', 40_000, 1_998, 5, { from: 2020, trims: ['Luxury', 'Premium Luxury', 'Sport', 'V-Series Blackwing'] }),
      m('CTS', 'sedan', 47_000, 3_564, 5, { to: 2019, trims: ['Luxury', 'Premium', 'V'] }),
      m('ATS', 'sedan', 36_000, 1_998, 5, { from: 2013, to: 2019, trims: ['Standard', 'Luxury', 'Premium'] }),
      m('XTS', 'sedan', 46_000, 3_564, 5, { from: 2013, to: 2019, trims: ['Luxury', 'Premium', 'Platinum'] }),
    ],
  },
  {
    name: 'Genesis',
    category: 'cars',
    weight: 1.5,
    retention: 0.895,
    models: [
      m('G70', 'sedan', 42_500, 1_998, 5, { from: 2019, trims: ['2.0T', '3.3T Sport'] }),
      m('G80', 'sedan', 55_000, 2_497, 5, { from: 2017, trims: ['2.5T', '3.5T Sport'] }),
      m('G90', 'sedan', 90_000, 3_470, 5, { from: 2017, trims: ['3.5T', '3.5T E-Supercharger'] }),
    ],
  },
  {
    name: 'Volvo',
    category: 'cars',
    weight: 1.5,
    retention: 0.89,
    trims: ['Core', 'Plus', 'Ultimate'],
    models: [
      m('S60', 'sedan', 44_000, 1_969, 5, { alt: 'phev' }),
      m('S90', 'sedan', 57_000, 1_969, 5, { from: 2017, alt: 'phev' }),
      m('V60', 'wagon', 46_000, 1_969, 5, { from: 2015, trims: ['Cross Country', 'Plus', 'Polestar Engineered'] }),
      m('V90 Cross Country', 'wagon', 58_000, 1_969, 5, { from: 2017, to: 2024, trims: [''] }),
      m('C30', 'hatchback', 25_000, 2_521, 4, { from: 2007, to: 2013, manual: true, trims: ['T5', 'T5 R-Design'] }),
    ],
  },
  {
    name: 'Mini',
    category: 'cars',
    weight: 1.5,
    retention: 0.885,
    models: [
      m('Cooper Hardtop', 'hatchback', 28_000, 1_499, 4, { manual: true, trims: ['Classic', 'Signature', 'Iconic'] }),
      m('Cooper S', 'hatchback', 32_000, 1_998, 4, { manual: true, trims: ['Classic', 'Signature', 'Iconic'] }),
      m('Clubman', 'wagon', 33_000, 1_998, 5, { from: 2008, to: 2024, trims: ['Cooper', 'Cooper S', 'JCW'] }),
      m('Convertible', 'convertible', 34_000, 1_998, 4, { trims: ['Cooper', 'Cooper S'] }),
      m('John Cooper Works', 'hatchback', 38_000, 1_998, 4, { manual: true, trims: [''] }),
    ],
  },
  {
    name: 'Mitsubishi',
    category: 'cars',
    weight: 1,
    retention: 0.875,
    models: [
      m('Mirage', 'hatchback', 17_000, 1_193, 5, { from: 2014, tx: 'cvt', trims: ['ES', 'SE', 'GT'] }),
      m('Lancer', 'sedan', 19_000, 1_998, 5, { to: 2017, trims: ['ES', 'SE', 'GT'] }),
      m('Lancer Evolution', 'sedan', 36_000, 1_998, 5, { to: 2015, tx: 'manual', trims: ['GSR', 'MR'] }),
      m('Eclipse', 'coupe', 22_000, 2_378, 4, { to: 2012, trims: ['GS', 'GT'] }),
    ],
  },
  {
    name: 'Jaguar',
    category: 'cars',
    weight: 1,
    retention: 0.865,
    models: [
      m('F-Type', 'coupe', 78_000, 4_999, 2, { from: 2014, to: 2024, trims: ['P300', 'R-Dynamic', 'R'] }),
      m('XF', 'sedan', 48_000, 1_997, 5, { from: 2009, trims: ['S', 'R-Dynamic SE', 'Premium'] }),
      m('XE', 'sedan', 42_000, 1_997, 5, { from: 2017, to: 2020, trims: ['Premium', 'Prestige', 'R-Sport'] }),
      m('XJ', 'sedan', 78_000, 2_995, 5, { to: 2019, trims: ['XJ', 'XJL Portfolio', 'XJR'] }),
    ],
  },
  {
    name: 'Infiniti',
    category: 'cars',
    weight: 1,
    retention: 0.875,
    models: [
      m('Q50', 'sedan', 43_000, 2_997, 5, { from: 2014, trims: ['Luxe', 'Sensory', 'Red Sport 400'] }),
      m('Q60', 'coupe', 48_000, 2_997, 4, { from: 2017, to: 2022, trims: ['Pure', 'Luxe', 'Red Sport 400'] }),
      m('G37', 'sedan', 36_000, 3_696, 5, { from: 2008, to: 2013, manual: true, trims: ['Journey', 'Sport', 'x AWD'] }),
    ],
  },
  {
    name: 'Alfa Romeo',
    category: 'cars',
    weight: 0.7,
    retention: 0.86,
    models: [
      m('Giulia', 'sedan', 45_000, 1_995, 5, { from: 2017, trims: ['Sprint', 'Ti', 'Veloce', 'Quadrifoglio'] }),
      m('4C', 'coupe', 66_000, 1_742, 2, { from: 2015, to: 2020, tx: 'dct', trims: ['Coupe', 'Spider'] }),
    ],
  },
  {
    name: 'Ferrari',
    category: 'cars',
    weight: 0.5,
    retention: 0.97,
    tx: 'dct',
    models: [
      m('458 Italia', 'coupe', 240_000, 4_497, 2, { from: 2010, to: 2015, trims: [''] }),
      m('488 GTB', 'coupe', 255_000, 3_902, 2, { from: 2016, to: 2019, trims: [''] }),
      m('F8 Tributo', 'coupe', 280_000, 3_902, 2, { from: 2020, to: 2023, trims: [''] }),
      m('Roma', 'coupe', 245_000, 3_855, 4, { from: 2021, trims: [''] }),
      m('296 GTB', 'coupe', 322_000, 2_992, 2, { from: 2022, fuel: 'phev', trims: [''] }),
      m('Portofino', 'convertible', 225_000, 3_855, 4, { from: 2018, to: 2023, trims: ['', 'M'] }),
    ],
  },
  {
    name: 'Lamborghini',
    category: 'cars',
    weight: 0.4,
    retention: 0.96,
    tx: 'dct',
    models: [
      m('Huracán', 'coupe', 250_000, 5_204, 2, { from: 2015, to: 2024, trims: ['LP 610-4', 'EVO', 'STO', 'Tecnica'] }),
      m('Aventador', 'coupe', 420_000, 6_498, 2, { from: 2012, to: 2022, tx: 'amt', trims: ['LP 700-4', 'S', 'SVJ'] }),
      m('Gallardo', 'coupe', 190_000, 5_204, 2, { to: 2014, tx: 'amt', trims: ['LP 560-4', 'LP 570-4'] }),
    ],
  },
  {
    name: 'Maserati',
    category: 'cars',
    weight: 0.5,
    retention: 0.85,
    models: [
      m('Ghibli', 'sedan', 80_000, 2_979, 5, { from: 2014, to: 2024, trims: ['', 'Modena', 'Trofeo'] }),
      m('Quattroporte', 'sedan', 110_000, 2_979, 5, { trims: ['S', 'Modena Q4', 'Trofeo'] }),
      m('GranTurismo', 'coupe', 150_000, 2_992, 4, { trims: ['Modena', 'Trofeo'] }),
      m('MC20', 'coupe', 225_000, 2_992, 2, { from: 2022, tx: 'dct', trims: ['', 'Cielo'] }),
    ],
  },

  // ------------------------------------------------------------------------------------------------ SUVs & crossovers
  {
    name: 'Toyota',
    category: 'suvs',
    weight: 14,
    retention: 0.945,
    trims: ['LE', 'XLE', 'Limited', 'TRD Off-Road', 'Platinum'],
    models: [
      m('RAV4', 'crossover', 30_000, 2_487, 5, { alt: 'hybrid' }),
      m('Highlander', 'suv', 40_500, 2_393, 7, { alt: 'hybrid' }),
      m('4Runner', 'suv', 42_000, 3_956, 5, { trims: ['SR5', 'TRD Off-Road', 'Limited', 'TRD Pro'] }),
      m('Land Cruiser', 'suv', 60_000, 2_393, 5, { from: 2024, fuel: 'hybrid', trims: ['1958', '', 'First Edition'] }),
      m('Land Cruiser 200', 'suv', 85_000, 5_663, 8, { from: 2008, to: 2021, trims: ['', 'Heritage Edition'] }),
      m('Sequoia', 'suv', 62_000, 5_663, 8, { alt: 'hybrid', trims: ['SR5', 'Limited', 'Platinum', 'TRD Pro'] }),
      m('Corolla Cross', 'crossover', 25_000, 1_987, 5, { from: 2022, tx: 'cvt', alt: 'hybrid', trims: ['L', 'LE', 'XLE'] }),
      m('Venza', 'crossover', 35_000, 2_487, 5, { from: 2021, to: 2024, fuel: 'hybrid', tx: 'cvt', trims: ['LE', 'XLE', 'Limited'] }),
      m('FJ Cruiser', 'suv', 28_000, 3_956, 5, { from: 2007, to: 2014, manual: true, trims: ['', 'Trail Teams'] }),
    ],
  },
  {
    name: 'Honda',
    category: 'suvs',
    weight: 11,
    retention: 0.935,
    trims: ['LX', 'Sport', 'EX', 'EX-L', 'Touring'],
    models: [
      m('CR-V', 'crossover', 31_500, 1_498, 5, { tx: 'cvt', alt: 'hybrid' }),
      m('HR-V', 'crossover', 25_500, 1_996, 5, { from: 2016, tx: 'cvt', trims: ['LX', 'Sport', 'EX-L'] }),
      m('Pilot', 'suv', 40_500, 3_471, 8, { trims: ['EX', 'EX-L', 'TrailSport', 'Touring', 'Elite'] }),
      m('Passport', 'suv', 42_000, 3_471, 5, { from: 2019, trims: ['EX-L', 'TrailSport', 'Elite'] }),
      m('Element', 'crossover', 22_000, 2_354, 4, { to: 2011, trims: ['LX', 'EX', 'SC'] }),
    ],
  },
  {
    name: 'Ford',
    category: 'suvs',
    weight: 10,
    retention: 0.91,
    trims: ['XLT', 'Limited', 'Platinum', 'ST'],
    models: [
      m('Explorer', 'suv', 40_000, 2_261, 7),
      m('Escape', 'crossover', 30_000, 1_497, 5, { alt: 'hybrid', trims: ['S', 'SE', 'SEL', 'Titanium'] }),
      m('Expedition', 'suv', 60_000, 3_497, 8, { trims: ['XLT', 'Limited', 'King Ranch', 'Platinum'] }),
      m('Edge', 'crossover', 38_500, 1_999, 5, { from: 2007, to: 2024, trims: ['SE', 'SEL', 'Titanium', 'ST'] }),
      m('Bronco', 'suv', 40_000, 2_261, 5, { from: 2021, manual: true, trims: ['Big Bend', 'Black Diamond', 'Badlands', 'Wildtrak', 'Raptor'] }),
      m('Bronco Sport', 'crossover', 31_000, 1_497, 5, { from: 2021, trims: ['Big Bend', 'Outer Banks', 'Badlands'] }),
      m('EcoSport', 'crossover', 21_000, 999, 5, { from: 2018, to: 2022, trims: ['S', 'SE', 'Titanium'] }),
    ],
  },
  {
    name: 'Chevrolet',
    category: 'suvs',
    weight: 9,
    retention: 0.91,
    trims: ['LS', 'LT', 'RS', 'Premier'],
    models: [
      m('Tahoe', 'suv', 58_000, 5_328, 8, { trims: ['LS', 'LT', 'Z71', 'RST', 'High Country'] }),
      m('Suburban', 'suv', 61_000, 5_328, 8, { trims: ['LS', 'LT', 'Z71', 'Premier', 'High Country'] }),
      m('Equinox', 'crossover', 28_500, 1_490, 5),
      m('Traverse', 'suv', 39_000, 2_457, 8, { from: 2009, trims: ['LS', 'LT', 'Z71', 'RS', 'High Country'] }),
      m('Blazer', 'crossover', 36_500, 1_998, 5, { from: 2019, trims: ['2LT', '3LT', 'RS', 'Premier'] }),
      m('Trailblazer', 'crossover', 23_500, 1_341, 5, { from: 2021, tx: 'cvt', trims: ['LS', 'LT', 'ACTIV', 'RS'] }),
      m('Trax', 'crossover', 22_000, 1_199, 5, { from: 2015, trims: ['LS', '1RS', 'LT', '2RS', 'ACTIV'] }),
    ],
  },
  {
    name: 'Jeep',
    category: 'suvs',
    weight: 8,
    retention: 0.925,
    trims: ['Sport', 'Latitude', 'Limited', 'Trailhawk', 'Overland'],
    models: [
      m('Wrangler', 'suv', 34_000, 3_604, 5, { manual: true, alt: 'phev', trims: ['Sport', 'Sport S', 'Sahara', 'Rubicon'] }),
      m('Grand Cherokee', 'suv', 42_000, 3_604, 5, { alt: 'phev', trims: ['Laredo', 'Limited', 'Overland', 'Summit', 'Trailhawk'] }),
      m('Cherokee', 'crossover', 30_000, 2_360, 5, { from: 2014, to: 2023 }),
      m('Compass', 'crossover', 28_500, 1_995, 5),
      m('Renegade', 'crossover', 25_500, 1_332, 5, { from: 2015, to: 2023 }),
      m('Wagoneer', 'suv', 65_000, 2_994, 8, { from: 2022, trims: ['Series I', 'Series II', 'Series III'] }),
    ],
  },
  {
    name: 'Nissan',
    category: 'suvs',
    weight: 7,
    retention: 0.895,
    trims: ['S', 'SV', 'SL', 'Platinum'],
    models: [
      m('Rogue', 'crossover', 29_500, 1_497, 5, { from: 2008, tx: 'cvt' }),
      m('Pathfinder', 'suv', 37_500, 3_498, 7, { trims: ['S', 'SV', 'SL', 'Rock Creek', 'Platinum'] }),
      m('Murano', 'crossover', 38_500, 3_498, 5, { tx: 'cvt' }),
      m('Armada', 'suv', 55_000, 5_552, 8, { trims: ['SV', 'SL', 'Platinum'] }),
      m('Kicks', 'crossover', 21_500, 1_598, 5, { from: 2018, tx: 'cvt', trims: ['S', 'SV', 'SR'] }),
      m('Xterra', 'suv', 26_000, 3_954, 5, { to: 2015, manual: true, trims: ['X', 'S', 'PRO-4X'] }),
    ],
  },
  {
    name: 'Hyundai',
    category: 'suvs',
    weight: 6,
    retention: 0.905,
    trims: ['SE', 'SEL', 'XRT', 'Limited', 'Calligraphy'],
    models: [
      m('Tucson', 'crossover', 28_500, 2_497, 5, { alt: 'hybrid' }),
      m('Santa Fe', 'suv', 33_500, 2_497, 7, { alt: 'hybrid' }),
      m('Palisade', 'suv', 38_500, 3_778, 8, { from: 2020, trims: ['SE', 'SEL', 'XRT', 'Limited', 'Calligraphy'] }),
      m('Kona', 'crossover', 25_000, 1_999, 5, { from: 2018, tx: 'cvt', trims: ['SE', 'SEL', 'N Line', 'Limited'] }),
      m('Venue', 'crossover', 21_000, 1_598, 5, { from: 2020, tx: 'cvt', trims: ['SE', 'SEL', 'Limited'] }),
    ],
  },
  {
    name: 'Kia',
    category: 'suvs',
    weight: 6,
    retention: 0.91,
    trims: ['LX', 'S', 'EX', 'SX', 'X-Line'],
    models: [
      m('Sportage', 'crossover', 28_500, 2_497, 5, { alt: 'hybrid' }),
      m('Sorento', 'suv', 32_500, 2_497, 7, { alt: 'hybrid' }),
      m('Telluride', 'suv', 38_000, 3_778, 8, { from: 2020, trims: ['LX', 'S', 'EX', 'SX', 'SX X-Pro'] }),
      m('Seltos', 'crossover', 24_500, 1_999, 5, { from: 2021, tx: 'cvt', trims: ['LX', 'S', 'EX', 'SX'] }),
    ],
  },
  {
    name: 'BMW',
    category: 'suvs',
    weight: 5,
    retention: 0.895,
    models: [
      m('X1', 'crossover', 41_000, 1_998, 5, { from: 2013, trims: ['sDrive28i', 'xDrive28i', 'M35i'] }),
      m('X3', 'suv', 49_000, 1_998, 5, { trims: ['sDrive30i', 'xDrive30i', 'M40i'] }),
      m('X5', 'suv', 67_000, 2_998, 5, { alt: 'phev', trims: ['sDrive40i', 'xDrive40i', 'xDrive50e', 'M60i'] }),
      m('X7', 'suv', 82_000, 2_998, 7, { from: 2019, trims: ['xDrive40i', 'M60i', 'Alpina XB7'] }),
      m('X6', 'suv', 72_000, 2_998, 5, { from: 2008, trims: ['xDrive40i', 'M60i'] }),
    ],
  },
  {
    name: 'Mercedes-Benz',
    category: 'suvs',
    weight: 5,
    retention: 0.895,
    models: [
      m('GLC', 'suv', 49_000, 1_999, 5, { from: 2016, trims: ['GLC 300', 'GLC 300 4MATIC', 'AMG GLC 43'] }),
      m('GLE', 'suv', 62_000, 1_999, 5, { from: 2016, trims: ['GLE 350', 'GLE 450 4MATIC', 'AMG GLE 53'] }),
      m('G-Class', 'suv', 145_000, 3_982, 5, { trims: ['G 550', 'AMG G 63'] }),
      m('GLA', 'crossover', 42_000, 1_991, 5, { from: 2015, tx: 'dct', trims: ['GLA 250', 'AMG GLA 35'] }),
      m('GLS', 'suv', 88_000, 2_999, 7, { from: 2017, trims: ['GLS 450 4MATIC', 'GLS 580 4MATIC', 'Maybach GLS 600'] }),
      m('M-Class', 'suv', 50_000, 3_498, 5, { to: 2015, trims: ['ML 350', 'ML 350 4MATIC', 'ML 550'] }),
    ],
  },
  {
    name: 'Audi',
    category: 'suvs',
    weight: 4,
    retention: 0.89,
    trims: ['Premium', 'Premium Plus', 'Prestige'],
    models: [
      m('Q3', 'crossover', 39_000, 1_984, 5, { from: 2015 }),
      m('Q5', 'suv', 46_000, 1_984, 5, { from: 2009, alt: 'phev' }),
      m('Q7', 'suv', 60_000, 2_995, 7, { from: 2007 }),
      m('Q8', 'suv', 73_000, 2_995, 5, { from: 2019 }),
      m('SQ5', 'suv', 60_000, 2_995, 5, { from: 2014, trims: ['Premium Plus', 'Prestige'] }),
    ],
  },
  {
    name: 'Lexus',
    category: 'suvs',
    weight: 4,
    retention: 0.93,
    models: [
      m('RX', 'suv', 50_000, 2_393, 5, { alt: 'hybrid', trims: ['RX 350', 'RX 350h', 'RX 450h', 'RX 500h F Sport'] }),
      m('NX', 'crossover', 42_000, 2_393, 5, { from: 2015, alt: 'phev', trims: ['NX 250', 'NX 300', 'NX 350', 'NX 450h+'] }),
      m('GX', 'suv', 62_000, 3_445, 7, { trims: ['GX 460', 'GX 550 Overtrail', 'GX 550 Luxury'] }),
      m('LX', 'suv', 95_000, 3_445, 7, { trims: ['LX 570', 'LX 600', 'LX 600 F Sport'] }),
      m('UX', 'crossover', 36_000, 1_987, 5, { from: 2019, fuel: 'hybrid', tx: 'cvt', trims: ['UX 250h', 'UX 300h'] }),
    ],
  },
  {
    name: 'Land Rover',
    category: 'suvs',
    weight: 2.5,
    retention: 0.88,
    models: [
      m('Range Rover', 'suv', 108_000, 2_996, 5, { trims: ['SE', 'HSE', 'Autobiography'] }),
      m('Range Rover Sport', 'suv', 85_000, 2_996, 5, { trims: ['SE', 'Dynamic SE', 'Autobiography'] }),
      m('Defender', 'suv', 60_000, 2_995, 5, { from: 2020, trims: ['90 S', '110 S', '110 X-Dynamic SE', '130 X'] }),
      m('Discovery', 'suv', 60_000, 2_995, 7, { from: 2017, trims: ['S', 'Dynamic SE', 'HSE'] }),
      m('Range Rover Evoque', 'crossover', 50_000, 1_997, 5, { from: 2012, trims: ['S', 'SE', 'Dynamic SE'] }),
      m('Range Rover Velar', 'suv', 62_000, 1_997, 5, { from: 2018, trims: ['S', 'Dynamic SE', 'Dynamic HSE'] }),
    ],
  },
  {
    name: 'Porsche',
    category: 'suvs',
    weight: 2,
    retention: 0.92,
    models: [
      m('Cayenne', 'suv', 85_000, 2_995, 5, { alt: 'phev', trims: ['', 'S', 'E-Hybrid', 'GTS', 'Turbo'] }),
      m('Macan', 'crossover', 63_000, 1_984, 5, { from: 2015, tx: 'dct', trims: ['', 'T', 'S', 'GTS'] }),
    ],
  },
  {
    name: 'Subaru',
    category: 'suvs',
    weight: 5,
    retention: 0.925,
    trims: ['Base', 'Premium', 'Sport', 'Limited', 'Touring'],
    tx: 'cvt',
    models: [
      m('Outback', 'wagon', 30_000, 2_498, 5, { trims: ['Premium', 'Limited', 'Onyx Edition', 'Wilderness', 'Touring'] }),
      m('Forester', 'suv', 30_000, 2_498, 5),
      m('Crosstrek', 'crossover', 26_500, 1_995, 5, { from: 2013, manual: true }),
      m('Ascent', 'suv', 37_000, 2_387, 8, { from: 2019, trims: ['Premium', 'Onyx Edition', 'Limited', 'Touring'] }),
    ],
  },
  {
    name: 'Mazda',
    category: 'suvs',
    weight: 4,
    retention: 0.915,
    trims: ['Select', 'Preferred', 'Premium', 'Turbo', 'Signature'],
    models: [
      m('CX-5', 'crossover', 29_500, 2_488, 5, { from: 2013 }),
      m('CX-30', 'crossover', 25_500, 2_488, 5, { from: 2020 }),
      m('CX-50', 'crossover', 31_500, 2_488, 5, { from: 2023, alt: 'hybrid' }),
      m('CX-9', 'suv', 39_000, 2_488, 7, { from: 2007, to: 2023, trims: ['Touring', 'Carbon Edition', 'Grand Touring', 'Signature'] }),
      m('CX-90', 'suv', 41_000, 3_283, 7, { from: 2024, alt: 'phev' }),
      m('CX-3', 'crossover', 21_500, 1_998, 5, { from: 2016, to: 2021, trims: ['Sport', 'Touring', 'Grand Touring'] }),
    ],
  },
  {
    name: 'Volvo',
    category: 'suvs',
    weight: 2.5,
    retention: 0.895,
    trims: ['Core', 'Plus', 'Ultimate'],
    models: [
      m('XC40', 'crossover', 42_000, 1_969, 5, { from: 2019 }),
      m('XC60', 'suv', 47_000, 1_969, 5, { from: 2010, alt: 'phev' }),
      m('XC90', 'suv', 58_000, 1_969, 7, { alt: 'phev' }),
    ],
  },
  {
    name: 'Cadillac',
    category: 'suvs',
    weight: 2,
    retention: 0.885,
    models: [
      m('Escalade', 'suv', 86_000, 6_162, 7, { trims: ['Luxury', 'Premium Luxury', 'Sport Platinum', 'V-Series'] }),
      m('XT4', 'crossover', 38_000, 1_998, 5, { from: 2019, trims: ['Luxury', 'Premium Luxury', 'Sport'] }),
      m('XT5', 'crossover', 45_000, 3_649, 5, { from: 2017, trims: ['Luxury', 'Premium Luxury', 'Sport'] }),
      m('XT6', 'suv', 52_000, 3_649, 7, { from: 2020, trims: ['Premium Luxury', 'Sport'] }),
      m('SRX', 'crossover', 40_000, 3_564, 5, { to: 2016, trims: ['Luxury', 'Performance', 'Premium'] }),
    ],
  },
  {
    name: 'GMC',
    category: 'suvs',
    weight: 3,
    retention: 0.91,
    trims: ['SLE', 'SLT', 'AT4', 'Denali'],
    models: [
      m('Yukon', 'suv', 62_000, 5_328, 8),
      m('Yukon XL', 'suv', 65_000, 5_328, 8),
      m('Acadia', 'suv', 41_000, 2_457, 7, { from: 2007 }),
      m('Terrain', 'crossover', 31_000, 1_490, 5, { from: 2010 }),
    ],
  },
  {
    name: 'Volkswagen',
    category: 'suvs',
    weight: 3,
    retention: 0.895,
    trims: ['S', 'SE', 'SEL', 'SEL R-Line'],
    models: [
      m('Tiguan', 'crossover', 29_500, 1_984, 5, { from: 2009 }),
      m('Atlas', 'suv', 38_500, 1_984, 7, { from: 2018 }),
      m('Atlas Cross Sport', 'suv', 37_000, 1_984, 5, { from: 2020 }),
      m('Taos', 'crossover', 25_500, 1_498, 5, { from: 2022 }),
      m('Touareg', 'suv', 50_000, 3_597, 5, { to: 2017, alt: 'diesel', trims: ['Sport', 'Lux', 'Executive'] }),
    ],
  },
  {
    name: 'Lincoln',
    category: 'suvs',
    weight: 1.5,
    retention: 0.885,
    trims: ['Standard', 'Reserve', 'Black Label'],
    models: [
      m('Navigator', 'suv', 90_000, 3_497, 7),
      m('Aviator', 'suv', 58_000, 2_956, 7, { from: 2020 }),
      m('Nautilus', 'crossover', 50_000, 1_999, 5, { from: 2019 }),
      m('Corsair', 'crossover', 40_000, 1_999, 5, { from: 2020 }),
      m('MKX', 'crossover', 42_000, 3_726, 5, { from: 2007, to: 2018, trims: ['Premiere', 'Select', 'Reserve'] }),
    ],
  },
  {
    name: 'Dodge',
    category: 'suvs',
    weight: 1.5,
    retention: 0.905,
    models: [m('Durango', 'suv', 40_000, 3_604, 7, { trims: ['SXT', 'GT', 'R/T', 'Citadel', 'SRT 392'] }), m('Journey', 'crossover', 25_000, 2_360, 7, { from: 2009, to: 2020, trims: ['SE', 'SXT', 'Crossroad'] })],
  },
  {
    name: 'Acura',
    category: 'suvs',
    weight: 2,
    retention: 0.915,
    trims: ['Base', 'Technology', 'A-Spec', 'Advance'],
    models: [m('MDX', 'suv', 51_000, 3_471, 7), m('RDX', 'crossover', 44_500, 1_996, 5, { from: 2007 })],
  },
  {
    name: 'Mitsubishi',
    category: 'suvs',
    weight: 1.5,
    retention: 0.875,
    trims: ['ES', 'SE', 'SEL', 'GT'],
    models: [
      m('Outlander', 'suv', 30_000, 2_488, 7, { tx: 'cvt', alt: 'phev' }),
      m('Outlander Sport', 'crossover', 24_500, 1_998, 5, { from: 2011, tx: 'cvt' }),
      m('Eclipse Cross', 'crossover', 27_000, 1_499, 5, { from: 2018, tx: 'cvt' }),
    ],
  },

  // ------------------------------------------------------------------------------------------------ trucks & vans
  {
    name: 'Ford',
    category: 'trucks',
    weight: 14,
    retention: 0.925,
    trims: ['XL', 'XLT', 'Lariat', 'King Ranch', 'Platinum'],
    models: [
      m('F-150', 'pickup', 47_000, 3_496, 5, { alt: 'hybrid', trims: ['XL', 'XLT', 'Lariat', 'King Ranch', 'Platinum', 'Raptor'] }),
      m('F-250 Super Duty', 'pickup', 56_000, 6_766, 6, { alt: 'diesel' }),
      m('F-350 Super Duty', 'pickup', 60_000, 6_651, 6, { fuel: 'diesel' }),
      m('Ranger', 'pickup', 34_000, 2_261, 5, { from: 2019, trims: ['XL', 'XLT', 'Lariat', 'Raptor'] }),
      m('Maverick', 'pickup', 27_000, 1_993, 5, { from: 2022, alt: 'hybrid', trims: ['XL', 'XLT', 'Lariat', 'Tremor'] }),
      m('Transit', 'cargo-van', 50_000, 3_496, 2, { from: 2015, trims: ['150 Cargo', '250 High Roof', '350 HD', '350 Passenger'] }),
      m('E-350 Super Duty', 'cargo-van', 36_000, 5_408, 12, { to: 2014, trims: ['XL', 'XLT'] }),
      m('Transit Connect', 'cargo-van', 30_000, 1_999, 2, { from: 2010, to: 2023, trims: ['XL', 'XLT', 'Titanium'] }),
    ],
  },
  {
    name: 'Chevrolet',
    category: 'trucks',
    weight: 11,
    retention: 0.92,
    trims: ['WT', 'Custom', 'LT', 'RST', 'LTZ', 'High Country'],
    models: [
      m('Silverado 1500', 'pickup', 47_000, 5_328, 6, { trims: ['WT', 'Custom', 'LT', 'RST', 'Trail Boss', 'LTZ', 'High Country'] }),
      m('Silverado 2500HD', 'pickup', 56_000, 6_599, 6, { alt: 'diesel' }),
      m('Colorado', 'pickup', 33_000, 2_727, 5, { from: 2015, trims: ['WT', 'LT', 'Trail Boss', 'Z71', 'ZR2'] }),
      m('Express 2500', 'cargo-van', 43_000, 4_294, 2, { trims: ['Cargo', 'Work Van', 'LT Passenger'] }),
      m('Avalanche', 'pickup', 38_000, 5_328, 5, { to: 2013, trims: ['LS', 'LT', 'LTZ'] }),
    ],
  },
  {
    name: 'Ram',
    category: 'trucks',
    weight: 9,
    retention: 0.915,
    trims: ['Tradesman', 'Big Horn', 'Laramie', 'Rebel', 'Limited'],
    models: [
      m('1500', 'pickup', 46_000, 5_654, 6, { from: 2011, trims: ['Tradesman', 'Big Horn', 'Laramie', 'Rebel', 'Limited', 'TRX'] }),
      m('2500', 'pickup', 55_000, 6_690, 6, { from: 2011, alt: 'diesel', trims: ['Tradesman', 'Big Horn', 'Laramie', 'Power Wagon', 'Limited'] }),
      m('3500', 'pickup', 58_000, 6_690, 6, { from: 2011, fuel: 'diesel', trims: ['Tradesman', 'Big Horn', 'Laramie', 'Limited'] }),
      m('ProMaster', 'cargo-van', 47_000, 3_604, 2, { from: 2014, trims: ['1500 Cargo', '2500 High Roof', '3500 Window Van'] }),
      m('ProMaster City', 'cargo-van', 30_000, 2_360, 2, { from: 2015, to: 2022, trims: ['Tradesman', 'SLT', 'Wagon'] }),
    ],
  },
  {
    name: 'GMC',
    category: 'trucks',
    weight: 5,
    retention: 0.92,
    trims: ['Pro', 'SLE', 'Elevation', 'SLT', 'AT4', 'Denali'],
    models: [
      m('Sierra 1500', 'pickup', 50_000, 5_328, 6),
      m('Sierra 2500HD', 'pickup', 60_000, 6_599, 6, { alt: 'diesel' }),
      m('Canyon', 'pickup', 38_000, 2_727, 5, { from: 2015, trims: ['Elevation', 'AT4', 'Denali', 'AT4X'] }),
      m('Savana 2500', 'cargo-van', 44_000, 4_294, 2, { trims: ['Cargo', 'Work Van', 'LT Passenger'] }),
    ],
  },
  {
    name: 'Toyota',
    category: 'trucks',
    weight: 9,
    retention: 0.95,
    models: [
      m('Tacoma', 'pickup', 34_000, 2_393, 5, { manual: true, trims: ['SR', 'SR5', 'TRD Sport', 'TRD Off-Road', 'Limited', 'TRD Pro'] }),
      m('Tundra', 'pickup', 46_000, 3_445, 5, { alt: 'hybrid', trims: ['SR5', 'Limited', 'Platinum', '1794 Edition', 'TRD Pro'] }),
      m('Hilux', 'pickup', 36_000, 2_755, 5, { fuel: 'diesel', manual: true, imported: true, trims: ['SR', 'SR5', 'GR Sport'] }),
      m('Sienna', 'minivan', 40_000, 2_487, 8, { fuel: 'hybrid', tx: 'cvt', trims: ['LE', 'XLE', 'Woodland', 'Limited', 'Platinum'] }),
      m('Land Cruiser 70', 'pickup', 55_000, 2_755, 5, { fuel: 'diesel', tx: 'manual', imported: true, trims: ['Single Cab', 'Double Cab', 'Wagon'] }),
    ],
  },
  {
    name: 'Nissan',
    category: 'trucks',
    weight: 4,
    retention: 0.905,
    trims: ['S', 'SV', 'PRO-4X', 'SL'],
    models: [
      m('Frontier', 'pickup', 32_000, 3_799, 5),
      m('Titan', 'pickup', 46_000, 5_552, 6, { to: 2024, trims: ['S', 'SV', 'PRO-4X', 'Platinum Reserve'] }),
      m('NV200', 'cargo-van', 27_000, 1_997, 2, { from: 2013, to: 2021, tx: 'cvt', trims: ['S', 'SV'] }),
      m('NV Cargo', 'cargo-van', 36_000, 3_954, 2, { from: 2012, to: 2021, trims: ['1500 S', '2500 SV High Roof', '3500 SV'] }),
    ],
  },
  {
    name: 'Honda',
    category: 'trucks',
    weight: 4,
    retention: 0.93,
    models: [
      m('Ridgeline', 'pickup', 41_000, 3_471, 5, { from: 2006, trims: ['Sport', 'RTL', 'TrailSport', 'Black Edition'] }),
      m('Odyssey', 'minivan', 40_000, 3_471, 8, { trims: ['EX', 'EX-L', 'Sport', 'Touring', 'Elite'] }),
    ],
  },
  {
    name: 'Chrysler',
    category: 'trucks',
    weight: 2.5,
    retention: 0.89,
    models: [
      m('Pacifica', 'minivan', 42_000, 3_604, 7, { from: 2017, alt: 'phev', trims: ['Touring', 'Touring L', 'Limited', 'Pinnacle'] }),
      m('Town & Country', 'minivan', 31_000, 3_604, 7, { to: 2016, trims: ['Touring', 'Touring-L', 'Limited'] }),
      m('Voyager', 'minivan', 36_000, 3_604, 7, { from: 2020, trims: ['LX'] }),
    ],
  },
  {
    name: 'Kia',
    category: 'trucks',
    weight: 2,
    retention: 0.9,
    models: [
      m('Carnival', 'minivan', 38_000, 3_470, 8, { from: 2022, alt: 'hybrid', trims: ['LX', 'EX', 'SX', 'SX-Prestige'] }),
      m('Sedona', 'minivan', 30_000, 3_342, 8, { to: 2021, trims: ['L', 'LX', 'EX', 'SXL'] }),
    ],
  },
  {
    name: 'Mercedes-Benz',
    category: 'trucks',
    weight: 3,
    retention: 0.905,
    models: [
      m('Sprinter', 'cargo-van', 55_000, 1_950, 3, { fuel: 'diesel', trims: ['2500 Cargo 144"', '2500 High Roof 170"', '3500 Crew', '2500 Passenger'] }),
      m('Metris', 'cargo-van', 40_000, 1_991, 2, { from: 2016, to: 2023, trims: ['Cargo', 'Passenger'] }),
    ],
  },
  {
    name: 'Jeep',
    category: 'trucks',
    weight: 2,
    retention: 0.925,
    models: [m('Gladiator', 'pickup', 41_000, 3_604, 5, { from: 2020, manual: true, trims: ['Sport', 'Sport S', 'Mojave', 'Rubicon'] })],
  },
  {
    name: 'Isuzu',
    category: 'trucks',
    weight: 1.5,
    retention: 0.9,
    models: [
      m('NPR', 'box-truck', 62_000, 6_599, 3, { trims: ['Gas 16\' box', 'Gas 18\' box'] }),
      m('NPR-HD', 'box-truck', 70_000, 5_193, 3, { fuel: 'diesel', trims: ['16\' box', '20\' box'] }),
      m('NQR', 'box-truck', 78_000, 5_193, 3, { fuel: 'diesel', trims: ['20\' box', '20\' reefer'] }),
      m('FTR', 'box-truck', 110_000, 7_790, 3, { from: 2018, fuel: 'diesel', trims: ['24\' box', '26\' box with liftgate'] }),
    ],
  },
  {
    name: 'Hino',
    category: 'trucks',
    weight: 1,
    retention: 0.89,
    models: [
      m('195', 'box-truck', 75_000, 5_123, 3, { fuel: 'diesel', trims: ['16\' box', '18\' box'] }),
      m('268', 'box-truck', 95_000, 7_684, 3, { fuel: 'diesel', trims: ['24\' box', '26\' box'] }),
      m('338', 'box-truck', 110_000, 7_684, 3, { fuel: 'diesel', trims: ['26\' box', 'Flatbed'] }),
      m('L6', 'box-truck', 120_000, 8_000, 3, { from: 2022, fuel: 'diesel', trims: ['26\' box', 'Dump'] }),
    ],
  },
  {
    name: 'Freightliner',
    category: 'trucks',
    weight: 2,
    retention: 0.88,
    tx: 'amt',
    models: [
      m('Cascadia', 'semi', 165_000, 14_800, 2, { from: 2008, fuel: 'diesel', trims: ['116 Day Cab', '126 Raised Roof', '126 72" Sleeper'] }),
      m('M2 106', 'box-truck', 95_000, 6_700, 3, { fuel: 'diesel', tx: 'auto', trims: ['26\' box', 'Flatbed', 'Reefer'] }),
      m('Columbia', 'semi', 120_000, 14_000, 2, { to: 2015, fuel: 'diesel', tx: 'manual', trims: ['Day Cab', 'Sleeper'] }),
      m('Coronado', 'semi', 145_000, 14_800, 2, { from: 2009, to: 2020, fuel: 'diesel', tx: 'manual', trims: ['Glider', 'SD', '132'] }),
    ],
  },
  {
    name: 'Kenworth',
    category: 'trucks',
    weight: 1.5,
    retention: 0.9,
    models: [
      m('T680', 'semi', 175_000, 12_900, 2, { from: 2013, fuel: 'diesel', tx: 'amt', trims: ['Day Cab', '76" Mid-Roof', '76" High-Roof Sleeper'] }),
      m('W900', 'semi', 185_000, 14_900, 2, { fuel: 'diesel', tx: 'manual', trims: ['L 86" Studio', 'B Day Cab'] }),
      m('T880', 'semi', 170_000, 12_900, 2, { from: 2014, fuel: 'diesel', tx: 'amt', trims: ['Day Cab', 'Dump'] }),
      m('T270', 'box-truck', 110_000, 6_700, 3, { fuel: 'diesel', tx: 'auto', trims: ['24\' box', '26\' box with liftgate'] }),
    ],
  },
  {
    name: 'Peterbilt',
    category: 'trucks',
    weight: 1.5,
    retention: 0.9,
    models: [
      m('579', 'semi', 180_000, 12_900, 2, { from: 2013, fuel: 'diesel', tx: 'amt', trims: ['Day Cab', '80" Ultraloft'] }),
      m('389', 'semi', 190_000, 14_900, 2, { fuel: 'diesel', tx: 'manual', trims: ['Day Cab', '72" Flattop', '78" Unibilt'] }),
      m('567', 'semi', 175_000, 12_900, 2, { from: 2014, fuel: 'diesel', tx: 'amt', trims: ['Day Cab', 'Dump'] }),
      m('337', 'box-truck', 105_000, 6_700, 3, { fuel: 'diesel', tx: 'auto', trims: ['26\' box', 'Flatbed'] }),
    ],
  },
  {
    name: 'Mack',
    category: 'trucks',
    weight: 1,
    retention: 0.885,
    tx: 'amt',
    models: [
      m('Anthem', 'semi', 170_000, 12_800, 2, { from: 2018, fuel: 'diesel', trims: ['Day Cab', '48" Sleeper', '70" Stand-Up Sleeper'] }),
      m('Pinnacle', 'semi', 155_000, 12_800, 2, { fuel: 'diesel', trims: ['Day Cab', 'Rawhide Sleeper'] }),
      m('Granite', 'semi', 165_000, 12_800, 2, { fuel: 'diesel', trims: ['Dump', 'Mixer', 'Day Cab'] }),
    ],
  },
  {
    name: 'Volvo',
    category: 'trucks',
    weight: 1,
    retention: 0.885,
    tx: 'amt',
    models: [
      m('VNL 860', 'semi', 190_000, 12_800, 2, { fuel: 'diesel', trims: ['Globetrotter', 'Sleeper'] }),
      m('VNL 760', 'semi', 175_000, 12_800, 2, { fuel: 'diesel', trims: ['Mid-Roof Sleeper'] }),
      m('VNR 300', 'semi', 150_000, 10_800, 2, { from: 2018, fuel: 'diesel', trims: ['Day Cab'] }),
    ],
  },
  {
    name: 'International',
    category: 'trucks',
    weight: 1,
    retention: 0.875,
    models: [
      m('LT', 'semi', 160_000, 12_400, 2, { from: 2017, fuel: 'diesel', tx: 'amt', trims: ['Day Cab', 'Sleeper'] }),
      m('ProStar', 'semi', 130_000, 14_900, 2, { from: 2008, to: 2017, fuel: 'diesel', tx: 'manual', trims: ['Day Cab', 'Hi-Rise Sleeper'] }),
      m('MV', 'box-truck', 95_000, 7_600, 3, { from: 2018, fuel: 'diesel', tx: 'auto', trims: ['26\' box', 'Flatbed'] }),
      m('DuraStar', 'box-truck', 80_000, 7_600, 3, { to: 2018, fuel: 'diesel', tx: 'auto', trims: ['24\' box', 'Dump'] }),
    ],
  },

  // ------------------------------------------------------------------------------------------------ motorcycles
  {
    name: 'Harley-Davidson',
    category: 'motorcycles',
    weight: 12,
    retention: 0.93,
    tx: 'manual',
    models: [
      m('Street Glide', 'touring', 28_000, 1_868, 2, { trims: ['', 'Special', 'ST'] }),
      m('Road Glide', 'touring', 29_000, 1_868, 2, { trims: ['', 'Special', 'ST'] }),
      m('Road King', 'touring', 24_000, 1_868, 2, { trims: ['', 'Special', 'Classic'] }),
      m('Fat Boy', 'cruiser', 22_000, 1_868, 2, { trims: ['', '114', 'S'] }),
      m('Heritage Classic', 'cruiser', 22_500, 1_868, 2, { trims: ['', '114'] }),
      m('Sportster S', 'cruiser', 16_500, 1_252, 2, { from: 2021, trims: [''] }),
      m('Iron 883', 'cruiser', 11_000, 883, 2, { to: 2022, trims: [''] }),
      m('Pan America 1250', 'adventure', 19_000, 1_252, 2, { from: 2021, trims: ['', 'Special'] }),
    ],
  },
  {
    name: 'Honda',
    category: 'motorcycles',
    weight: 10,
    retention: 0.92,
    tx: 'manual',
    models: [
      m('CBR600RR', 'sport-bike', 12_500, 599, 2, { trims: ['', 'ABS'] }),
      m('CBR1000RR Fireblade', 'sport-bike', 18_000, 999, 2, { trims: ['', 'SP'] }),
      m('Africa Twin', 'adventure', 15_000, 1_084, 2, { from: 2016, trims: ['', 'Adventure Sports ES', 'DCT'] }),
      m('Gold Wing', 'touring', 25_000, 1_833, 2, { tx: 'dct', trims: ['', 'Tour', 'Tour DCT'] }),
      m('Rebel 500', 'cruiser', 6_800, 471, 2, { from: 2017, trims: ['', 'ABS SE'] }),
      m('Grom', 'naked', 3_600, 124, 2, { from: 2014, trims: ['', 'ABS', 'SP'] }),
      m('CB500X', 'adventure', 7_500, 471, 2, { from: 2013, trims: ['', 'ABS'] }),
      m('Shadow Phantom', 'cruiser', 8_000, 745, 2, { to: 2020, trims: [''] }),
    ],
  },
  {
    name: 'Yamaha',
    category: 'motorcycles',
    weight: 9,
    retention: 0.915,
    tx: 'manual',
    models: [
      m('YZF-R1', 'sport-bike', 18_500, 998, 2, { trims: ['', 'M'] }),
      m('YZF-R6', 'sport-bike', 12_500, 599, 2, { to: 2020, trims: [''] }),
      m('YZF-R3', 'sport-bike', 5_600, 321, 2, { from: 2015, trims: ['', 'ABS'] }),
      m('MT-07', 'naked', 8_200, 689, 2, { from: 2015, trims: [''] }),
      m('MT-09', 'naked', 10_500, 890, 2, { from: 2014, trims: ['', 'SP'] }),
      m('Ténéré 700', 'adventure', 10_800, 689, 2, { from: 2021, trims: ['', 'Rally'] }),
      m('Bolt', 'cruiser', 8_800, 942, 2, { from: 2014, to: 2023, trims: ['', 'R-Spec'] }),
      m('XMAX', 'scooter', 6_000, 292, 2, { from: 2018, tx: 'cvt', trims: [''] }),
    ],
  },
  {
    name: 'Kawasaki',
    category: 'motorcycles',
    weight: 7,
    retention: 0.91,
    tx: 'manual',
    models: [
      m('Ninja 400', 'sport-bike', 5_500, 399, 2, { from: 2018, trims: ['', 'ABS', 'KRT Edition'] }),
      m('Ninja ZX-6R', 'sport-bike', 11_500, 636, 2, { trims: ['', 'ABS', 'KRT Edition'] }),
      m('Ninja ZX-10R', 'sport-bike', 17_500, 998, 2, { trims: ['', 'ABS', 'KRT Edition'] }),
      m('Z900', 'naked', 9_800, 948, 2, { from: 2017, trims: ['', 'ABS', 'SE'] }),
      m('Vulcan S', 'cruiser', 7_700, 649, 2, { from: 2015, trims: ['', 'ABS'] }),
      m('KLR650', 'adventure', 7_000, 652, 2, { trims: ['', 'Adventure', 'Traveler'] }),
      m('Versys 650', 'adventure', 9_300, 649, 2, { from: 2008, trims: ['', 'LT'] }),
    ],
  },
  {
    name: 'Suzuki',
    category: 'motorcycles',
    weight: 5,
    retention: 0.9,
    tx: 'manual',
    models: [
      m('GSX-R750', 'sport-bike', 12_800, 750, 2, { trims: [''] }),
      m('GSX-R1000', 'sport-bike', 16_500, 999, 2, { trims: ['', 'R'] }),
      m('Hayabusa', 'sport-bike', 19_000, 1_340, 2, { trims: [''] }),
      m('SV650', 'naked', 7_600, 645, 2, { trims: ['', 'ABS', 'X'] }),
      m('V-Strom 650', 'adventure', 9_600, 645, 2, { trims: ['', 'XT'] }),
      m('Boulevard M109R', 'cruiser', 15_000, 1_783, 2, { from: 2006, to: 2023, trims: ['', 'B.O.S.S.'] }),
    ],
  },
  {
    name: 'Ducati',
    category: 'motorcycles',
    weight: 4,
    retention: 0.9,
    tx: 'manual',
    models: [
      m('Panigale V4', 'sport-bike', 25_000, 1_103, 2, { from: 2018, trims: ['', 'S', 'SP2'] }),
      m('Monster', 'naked', 12_800, 937, 2, { trims: ['', '+', 'SP'] }),
      m('Scrambler Icon', 'naked', 10_500, 803, 2, { from: 2015, trims: [''] }),
      m('Multistrada V4', 'adventure', 22_000, 1_158, 2, { from: 2021, trims: ['', 'S', 'Rally'] }),
      m('Diavel', 'cruiser', 23_000, 1_158, 2, { from: 2011, trims: ['', 'V4', 'Carbon'] }),
      m('Streetfighter V4', 'naked', 21_000, 1_103, 2, { from: 2020, trims: ['', 'S'] }),
    ],
  },
  {
    name: 'BMW',
    category: 'motorcycles',
    weight: 4,
    retention: 0.895,
    tx: 'manual',
    models: [
      m('R 1250 GS', 'adventure', 19_500, 1_254, 2, { from: 2019, trims: ['', 'Adventure'] }),
      m('R 1200 GS', 'adventure', 17_000, 1_170, 2, { to: 2018, trims: ['', 'Adventure'] }),
      m('S 1000 RR', 'sport-bike', 18_500, 999, 2, { from: 2010, trims: ['', 'M Package'] }),
      m('R nineT', 'naked', 16_500, 1_170, 2, { from: 2014, trims: ['', 'Scrambler', 'Pure'] }),
      m('F 900 R', 'naked', 10_500, 895, 2, { from: 2020, trims: [''] }),
      m('G 310 R', 'naked', 5_000, 313, 2, { from: 2017, trims: [''] }),
      m('K 1600 GTL', 'touring', 25_000, 1_649, 2, { from: 2012, trims: ['', 'Grand America'] }),
    ],
  },
  {
    name: 'Triumph',
    category: 'motorcycles',
    weight: 3,
    retention: 0.905,
    tx: 'manual',
    models: [
      m('Bonneville T120', 'naked', 13_300, 1_200, 2, { from: 2016, trims: ['', 'Black'] }),
      m('Street Triple', 'naked', 11_500, 765, 2, { trims: ['R', 'RS'] }),
      m('Speed Triple 1200 RS', 'naked', 18_500, 1_160, 2, { from: 2021, trims: [''] }),
      m('Tiger 900', 'adventure', 16_000, 888, 2, { from: 2020, trims: ['GT', 'Rally Pro'] }),
      m('Rocket 3', 'cruiser', 24_500, 2_458, 2, { from: 2020, trims: ['R', 'GT'] }),
      m('Trident 660', 'naked', 8_300, 660, 2, { from: 2021, trims: [''] }),
    ],
  },
  {
    name: 'KTM',
    category: 'motorcycles',
    weight: 3,
    retention: 0.885,
    tx: 'manual',
    models: [
      m('390 Duke', 'naked', 5_800, 373, 2, { from: 2015, trims: [''] }),
      m('1290 Super Duke R', 'naked', 19_500, 1_301, 2, { from: 2014, trims: ['', 'EVO'] }),
      m('890 Adventure', 'adventure', 14_000, 889, 2, { from: 2021, trims: ['', 'R'] }),
      m('690 Enduro R', 'adventure', 12_000, 693, 2, { trims: [''] }),
      m('RC 390', 'sport-bike', 6_000, 373, 2, { from: 2015, trims: [''] }),
    ],
  },
  {
    name: 'Indian',
    category: 'motorcycles',
    weight: 3,
    retention: 0.9,
    tx: 'manual',
    models: [
      m('Scout', 'cruiser', 13_000, 1_133, 2, { from: 2015, trims: ['', 'Bobber', 'Rogue'] }),
      m('Chief', 'cruiser', 19_500, 1_890, 2, { from: 2014, trims: ['', 'Dark Horse', 'Bobber'] }),
      m('Chieftain', 'touring', 26_000, 1_890, 2, { from: 2014, trims: ['', 'Dark Horse', 'Limited'] }),
      m('FTR 1200', 'naked', 13_500, 1_203, 2, { from: 2019, trims: ['', 'S', 'Rally'] }),
      m('Roadmaster', 'touring', 30_000, 1_890, 2, { from: 2015, trims: ['', 'Limited'] }),
    ],
  },
  {
    name: 'Royal Enfield',
    category: 'motorcycles',
    weight: 2,
    retention: 0.89,
    tx: 'manual',
    models: [
      m('Classic 350', 'naked', 4_600, 349, 2, { from: 2022, trims: [''] }),
      m('Interceptor 650', 'naked', 6_500, 648, 2, { from: 2019, trims: [''] }),
      m('Continental GT 650', 'naked', 6_800, 648, 2, { from: 2019, trims: [''] }),
      m('Himalayan', 'adventure', 5_700, 411, 2, { from: 2018, trims: ['', '450'] }),
    ],
  },
  {
    name: 'Aprilia',
    category: 'motorcycles',
    weight: 1.5,
    retention: 0.87,
    tx: 'manual',
    models: [
      m('RSV4', 'sport-bike', 20_000, 1_099, 2, { from: 2010, trims: ['', 'Factory'] }),
      m('Tuono V4', 'naked', 17_500, 1_077, 2, { from: 2012, trims: ['', 'Factory'] }),
      m('RS 660', 'sport-bike', 11_500, 659, 2, { from: 2021, trims: [''] }),
      m('Tuono 660', 'naked', 10_500, 659, 2, { from: 2022, trims: [''] }),
    ],
  },
  {
    name: 'Vespa',
    category: 'motorcycles',
    weight: 2,
    retention: 0.9,
    tx: 'cvt',
    models: [
      m('Primavera 150', 'scooter', 5_300, 155, 2, { from: 2014, trims: ['', 'S'] }),
      m('GTS 300', 'scooter', 7_800, 278, 2, { trims: ['', 'Super', 'SuperSport'] }),
      m('Sprint 150', 'scooter', 5_600, 155, 2, { from: 2014, trims: ['', 'S'] }),
    ],
  },

  // ------------------------------------------------------------------------------------------------ electric vehicles
  {
    name: 'Tesla',
    category: 'ev',
    weight: 16,
    retention: 0.88,
    trims: ['Long Range', 'Performance', 'Standard Range'],
    models: [
      ev('Model 3', 'sedan', 42_000, 5, { from: 2017, trims: ['Standard Range Plus', 'Long Range AWD', 'Performance'] }),
      ev('Model Y', 'crossover', 46_000, 5, { from: 2020, trims: ['Standard', 'Long Range AWD', 'Performance'] }),
      ev('Model S', 'sedan', 80_000, 5, { from: 2012, trims: ['75D', '100D', 'Long Range', 'Plaid'] }),
      ev('Model X', 'suv', 90_000, 7, { from: 2016, trims: ['75D', 'Long Range', 'Plaid'] }),
      ev('Cybertruck', 'pickup', 82_000, 5, { from: 2024, trims: ['AWD', 'Cyberbeast'] }),
      ev('Roadster', 'convertible', 110_000, 2, { from: 2008, to: 2012, trims: ['', 'Sport 2.5'] }),
    ],
  },
  {
    name: 'Rivian',
    category: 'ev',
    weight: 4,
    retention: 0.87,
    models: [
      ev('R1T', 'pickup', 72_000, 5, { from: 2022, trims: ['Adventure', 'Dual-Motor', 'Quad-Motor'] }),
      ev('R1S', 'suv', 77_000, 7, { from: 2022, trims: ['Adventure', 'Dual-Motor', 'Quad-Motor'] }),
    ],
  },
  {
    name: 'Lucid',
    category: 'ev',
    weight: 1.5,
    retention: 0.82,
    models: [
      ev('Air', 'sedan', 78_000, 5, { from: 2022, trims: ['Pure', 'Touring', 'Grand Touring', 'Sapphire'] }),
      ev('Gravity', 'suv', 95_000, 7, { from: 2025, trims: ['Grand Touring', 'Touring'] }),
    ],
  },
  {
    name: 'Polestar',
    category: 'ev',
    weight: 1.5,
    retention: 0.84,
    models: [
      ev('Polestar 2', 'sedan', 50_000, 5, { from: 2021, trims: ['Long Range Single Motor', 'Long Range Dual Motor'] }),
      ev('Polestar 3', 'suv', 74_000, 5, { from: 2025, trims: ['Long Range Dual Motor', 'Performance'] }),
      ev('Polestar 4', 'crossover', 57_000, 5, { from: 2025, trims: ['Long Range Single Motor', 'Long Range Dual Motor'] }),
    ],
  },
  {
    name: 'Nissan',
    category: 'ev',
    weight: 4,
    retention: 0.82,
    models: [ev('Leaf', 'hatchback', 29_000, 5, { from: 2011, trims: ['S', 'SV', 'SV Plus', 'SL'] }), ev('Ariya', 'crossover', 44_000, 5, { from: 2023, trims: ['Engage', 'Evolve+', 'Platinum+'] })],
  },
  {
    name: 'Chevrolet',
    category: 'ev',
    weight: 5,
    retention: 0.85,
    models: [
      ev('Bolt EV', 'hatchback', 27_000, 5, { from: 2017, to: 2023, trims: ['1LT', '2LT', 'Premier'] }),
      ev('Bolt EUV', 'crossover', 29_000, 5, { from: 2022, to: 2023, trims: ['LT', 'Premier'] }),
      ev('Equinox EV', 'crossover', 35_000, 5, { from: 2024, trims: ['1LT', '2LT', '3RS'] }),
      ev('Blazer EV', 'crossover', 46_000, 5, { from: 2024, trims: ['LT', 'RS', 'SS'] }),
      ev('Silverado EV', 'pickup', 75_000, 5, { from: 2024, trims: ['WT', 'RST'] }),
      m('Volt', 'hatchback', 34_000, 1_490, 4, { from: 2011, to: 2019, fuel: 'phev', trims: ['LT', 'Premier'] }),
    ],
  },
  {
    name: 'Ford',
    category: 'ev',
    weight: 5,
    retention: 0.85,
    models: [
      ev('Mustang Mach-E', 'crossover', 43_000, 5, { from: 2021, trims: ['Select', 'Premium', 'California Route 1', 'GT'] }),
      ev('F-150 Lightning', 'pickup', 55_000, 5, { from: 2022, trims: ['Pro', 'XLT', 'Lariat', 'Platinum'] }),
      ev('E-Transit', 'cargo-van', 52_000, 2, { from: 2022, trims: ['Cargo Low Roof', 'Cargo High Roof'] }),
      ev('Focus Electric', 'hatchback', 30_000, 5, { from: 2012, to: 2018, trims: [''] }),
    ],
  },
  {
    name: 'Hyundai',
    category: 'ev',
    weight: 4,
    retention: 0.86,
    models: [
      ev('Ioniq 5', 'crossover', 43_000, 5, { from: 2022, trims: ['SE', 'SEL', 'Limited', 'N'] }),
      ev('Ioniq 6', 'sedan', 43_000, 5, { from: 2023, trims: ['SE', 'SEL', 'Limited'] }),
      ev('Kona Electric', 'crossover', 35_000, 5, { from: 2019, trims: ['SE', 'SEL', 'Limited'] }),
      ev('Ioniq Electric', 'hatchback', 34_000, 5, { from: 2017, to: 2021, trims: ['', 'Limited'] }),
    ],
  },
  {
    name: 'Kia',
    category: 'ev',
    weight: 3.5,
    retention: 0.86,
    models: [
      ev('EV6', 'crossover', 43_000, 5, { from: 2022, trims: ['Light', 'Wind', 'GT-Line', 'GT'] }),
      ev('EV9', 'suv', 56_000, 7, { from: 2024, trims: ['Light', 'Wind', 'Land', 'GT-Line'] }),
      ev('Niro EV', 'crossover', 40_000, 5, { from: 2019, trims: ['EX', 'Wind', 'Wave'] }),
    ],
  },
  {
    name: 'BMW',
    category: 'ev',
    weight: 3,
    retention: 0.84,
    models: [
      ev('i4', 'sedan', 53_000, 5, { from: 2022, trims: ['eDrive35', 'eDrive40', 'M50'] }),
      ev('iX', 'suv', 88_000, 5, { from: 2022, trims: ['xDrive50', 'M60'] }),
      ev('i3', 'hatchback', 45_000, 4, { from: 2014, to: 2021, trims: ['', 'REx', 's'] }),
      ev('i7', 'sedan', 106_000, 5, { from: 2023, trims: ['xDrive60', 'M70'] }),
      ev('i5', 'sedan', 67_000, 5, { from: 2024, trims: ['eDrive40', 'M60 xDrive'] }),
    ],
  },
  {
    name: 'Porsche',
    category: 'ev',
    weight: 1.5,
    retention: 0.86,
    models: [
      ev('Taycan', 'sedan', 92_000, 4, { from: 2020, trims: ['', '4S', 'GTS', 'Turbo', 'Turbo S'] }),
      ev('Macan Electric', 'crossover', 78_000, 5, { from: 2025, trims: ['', '4', 'Turbo'] }),
    ],
  },
  {
    name: 'Volkswagen',
    category: 'ev',
    weight: 2,
    retention: 0.84,
    models: [
      ev('ID.4', 'crossover', 40_000, 5, { from: 2021, trims: ['Standard', 'Pro', 'Pro S', 'AWD Pro S'] }),
      ev('ID. Buzz', 'minivan', 61_000, 7, { from: 2025, trims: ['Pro S', 'Pro S Plus', '1st Edition'] }),
      ev('e-Golf', 'hatchback', 32_000, 5, { from: 2015, to: 2019, trims: ['SE', 'SEL Premium'] }),
    ],
  },
  {
    name: 'Audi',
    category: 'ev',
    weight: 1.5,
    retention: 0.82,
    models: [
      ev('Q4 e-tron', 'crossover', 50_000, 5, { from: 2022, trims: ['Premium', 'Premium Plus', 'Prestige'] }),
      ev('e-tron', 'suv', 66_000, 5, { from: 2019, to: 2023, trims: ['Premium', 'Premium Plus', 'Prestige'] }),
      ev('Q8 e-tron', 'suv', 75_000, 5, { from: 2024, trims: ['Premium', 'Premium Plus', 'Prestige'] }),
      ev('e-tron GT', 'sedan', 107_000, 4, { from: 2022, trims: ['Premium Plus', 'Prestige', 'RS'] }),
    ],
  },
  {
    name: 'Mercedes-Benz',
    category: 'ev',
    weight: 1.5,
    retention: 0.8,
    models: [
      ev('EQS', 'sedan', 105_000, 5, { from: 2022, trims: ['EQS 450+', 'EQS 580 4MATIC', 'AMG EQS'] }),
      ev('EQE', 'sedan', 77_000, 5, { from: 2023, trims: ['EQE 350+', 'EQE 500 4MATIC'] }),
      ev('EQB', 'crossover', 54_000, 7, { from: 2022, trims: ['EQB 250+', 'EQB 300 4MATIC'] }),
      ev('EQS SUV', 'suv', 106_000, 7, { from: 2023, trims: ['EQS 450+', 'EQS 580 4MATIC'] }),
    ],
  },
  {
    name: 'Cadillac',
    category: 'ev',
    weight: 1,
    retention: 0.84,
    models: [ev('Lyriq', 'crossover', 59_000, 5, { from: 2023, trims: ['Tech', 'Luxury', 'Sport'] }), ev('Optiq', 'crossover', 54_000, 5, { from: 2025, trims: ['Luxury', 'Sport'] })],
  },
  {
    name: 'Zero Motorcycles',
    category: 'ev',
    weight: 1,
    retention: 0.82,
    models: [
      ev('SR/F', 'naked', 21_000, 2, { from: 2020, trims: ['Standard', 'Premium'] }),
      ev('S', 'naked', 13_500, 2, { from: 2012, trims: ['ZF7.2', 'ZF14.4'] }),
      ev('DSR/X', 'adventure', 24_500, 2, { from: 2023, trims: [''] }),
      ev('FX', 'adventure', 12_500, 2, { from: 2013, trims: ['ZF3.6', 'ZF7.2'] }),
    ],
  },

  // ------------------------------------------------------------------------------------------------ buses
  {
    name: 'Blue Bird',
    category: 'buses',
    weight: 4,
    retention: 0.88,
    models: [
      m('Vision', 'bus', 115_000, 6_700, 72, { fuel: 'diesel', alt: 'gasoline', trims: ['72 passenger', '77 passenger'] }),
      m('All American', 'bus', 135_000, 6_700, 84, { fuel: 'diesel', trims: ['FE', 'RE'] }),
      m('Micro Bird', 'bus', 75_000, 7_300, 30, { trims: ['G5', 'T-Series'] }),
    ],
  },
  {
    name: 'Thomas Built Buses',
    category: 'buses',
    weight: 3,
    retention: 0.88,
    models: [
      m('Saf-T-Liner C2', 'bus', 112_000, 6_700, 77, { fuel: 'diesel', trims: ['', 'Jouley'] }),
      m('Saf-T-Liner HDX', 'bus', 140_000, 8_900, 90, { fuel: 'diesel', trims: [''] }),
      m('Minotour', 'bus', 78_000, 6_800, 30, { trims: ['', 'DRW'] }),
    ],
  },
  {
    name: 'Ford',
    category: 'buses',
    weight: 3,
    retention: 0.87,
    models: [
      m('E-450 Shuttle Bus', 'bus', 90_000, 7_300, 20, { trims: ['14 passenger', '20 passenger', '24 passenger'] }),
      m('Transit 350HD Passenger', 'bus', 60_000, 3_496, 15, { from: 2015, trims: ['XL', 'XLT'] }),
    ],
  },
  {
    name: 'IC Bus',
    category: 'buses',
    weight: 2,
    retention: 0.87,
    models: [
      m('CE Series', 'bus', 110_000, 7_600, 77, { fuel: 'diesel', trims: ['', 'Electric'] }),
      m('RE Series', 'bus', 135_000, 9_300, 84, { fuel: 'diesel', trims: [''] }),
    ],
  },
  {
    name: 'MCI',
    category: 'buses',
    weight: 1,
    retention: 0.87,
    models: [
      m('J4500', 'bus', 600_000, 12_800, 56, { fuel: 'diesel', tx: 'auto', trims: ['', 'CHARGE'] }),
      m('D4505', 'bus', 550_000, 12_800, 57, { fuel: 'diesel', tx: 'auto', trims: [''] }),
    ],
  },
  {
    name: 'Prevost',
    category: 'buses',
    weight: 1,
    retention: 0.88,
    models: [
      m('H3-45', 'bus', 700_000, 12_800, 56, { fuel: 'diesel', tx: 'auto', trims: ['', 'VIP'] }),
      m('X3-45', 'bus', 650_000, 12_800, 56, { fuel: 'diesel', tx: 'auto', trims: ['', 'Commuter'] }),
    ],
  },

  // ------------------------------------------------------------------------------------------------ boats
  {
    name: 'Sea Ray',
    category: 'boats',
    weight: 4,
    retention: 0.93,
    models: [
      m('SPX 190', 'boat', 45_000, 4_500, 8, { trims: ['', 'Outboard'] }),
      m('SPX 210', 'boat', 58_000, 4_500, 10, { trims: ['', 'Outboard'] }),
      m('SLX 280', 'boat', 160_000, 6_200, 14, { from: 2016, trims: ['', 'Outboard'] }),
      m('Sundancer 320', 'boat', 300_000, 8_600, 12, { trims: ['', 'Outboard'] }),
    ],
  },
  {
    name: 'Boston Whaler',
    category: 'boats',
    weight: 3,
    retention: 0.945,
    models: [
      m('Montauk 170', 'boat', 42_000, 1_832, 7, { trims: [''] }),
      m('Dauntless 220', 'boat', 85_000, 2_785, 10, { trims: [''] }),
      m('Vantage 230', 'boat', 110_000, 2_785, 11, { from: 2016, trims: [''] }),
      m('Outrage 280', 'boat', 300_000, 5_559, 12, { trims: [''] }),
    ],
  },
  {
    name: 'Bayliner',
    category: 'boats',
    weight: 3,
    retention: 0.9,
    models: [
      m('Element E18', 'boat', 26_000, 1_500, 8, { from: 2015, trims: [''] }),
      m('VR5', 'boat', 40_000, 4_500, 9, { from: 2018, trims: ['', 'Outboard'] }),
      m('Trophy T22CC', 'boat', 55_000, 2_785, 10, { from: 2019, trims: [''] }),
      m('DX2000', 'boat', 34_000, 1_998, 9, { from: 2019, trims: [''] }),
    ],
  },
  {
    name: 'Yamaha',
    category: 'boats',
    weight: 3,
    retention: 0.92,
    models: [
      m('AR190', 'boat', 45_000, 1_812, 8, { trims: [''] }),
      m('252SD', 'boat', 85_000, 1_812, 12, { trims: [''] }),
      m('255XD', 'boat', 95_000, 1_812, 12, { from: 2019, trims: [''] }),
      m('WaveRunner VX', 'pwc', 12_500, 1_049, 3, { trims: ['', 'Cruiser HO', 'Limited'] }),
      m('WaveRunner FX Cruiser SVHO', 'pwc', 19_000, 1_812, 3, { trims: [''] }),
    ],
  },
  {
    name: 'Grady-White',
    category: 'boats',
    weight: 2,
    retention: 0.95,
    models: [
      m('Freedom 235', 'boat', 140_000, 4_169, 10, { trims: [''] }),
      m('Fisherman 216', 'boat', 90_000, 2_785, 8, { trims: [''] }),
      m('Canyon 306', 'boat', 290_000, 8_338, 12, { trims: [''] }),
    ],
  },
  {
    name: 'Malibu',
    category: 'boats',
    weight: 2,
    retention: 0.93,
    models: [
      m('Wakesetter 23 LSV', 'boat', 150_000, 6_200, 15, { trims: [''] }),
      m('Wakesetter 21 VLX', 'boat', 120_000, 6_200, 12, { trims: [''] }),
      m('Response TXi', 'boat', 70_000, 5_700, 5, { trims: ['', 'MO'] }),
    ],
  },
  {
    name: 'Sea-Doo',
    category: 'boats',
    weight: 3,
    retention: 0.9,
    models: [
      m('GTI SE 130', 'pwc', 11_500, 1_630, 3, { trims: [''] }),
      m('Spark', 'pwc', 6_500, 899, 3, { from: 2014, trims: ['', 'Trixx'] }),
      m('RXP-X 300', 'pwc', 18_500, 1_630, 2, { trims: [''] }),
      m('Fish Pro Scout 130', 'pwc', 14_000, 1_630, 3, { from: 2021, trims: [''] }),
    ],
  },
  {
    name: 'Chaparral',
    category: 'boats',
    weight: 1.5,
    retention: 0.91,
    models: [
      m('21 SSi', 'boat', 55_000, 4_500, 9, { trims: ['', 'OB'] }),
      m('23 SSi', 'boat', 70_000, 6_200, 11, { trims: ['', 'OB'] }),
      m('267 SSX', 'boat', 130_000, 6_200, 14, { trims: [''] }),
    ],
  },

  // ------------------------------------------------------------------------------------------------ parts & accessories
  {
    name: 'Michelin',
    category: 'parts',
    weight: 4,
    models: [
      part('Pilot Sport 4S tires', 1_400, 'wheel', ['245/40ZR18 set of 4', '255/35ZR19 set of 4', '225/45ZR17 set of 4']),
      part('Defender LTX M/S tires', 1_100, 'wheel', ['265/70R17 set of 4', '275/60R20 set of 4']),
      part('CrossClimate 2 tires', 900, 'wheel', ['225/65R17 set of 4', '215/55R17 set of 4']),
      part('X-Ice Snow tires', 850, 'wheel', ['205/55R16 set of 4', '235/65R17 set of 4']),
    ],
  },
  {
    name: 'Bosch',
    category: 'parts',
    weight: 3,
    models: [
      part('S6 AGM battery', 250, 'product', ['Group 48', 'Group 94R']),
      part('ICON wiper blades', 55, 'product', ['22" + 20" pair', '26" + 17" pair']),
      part('QuietCast brake pads', 75, 'product', ['front axle set', 'rear axle set']),
      part('Platinum+4 spark plugs', 48, 'product', ['set of 4', 'set of 6']),
    ],
  },
  {
    name: 'Thule',
    category: 'parts',
    weight: 3,
    models: [
      part('Motion XT XL roof box', 900, 'roofbox', ['Black', 'Titan Glossy']),
      part('T2 Pro XTR bike rack', 800, 'roofbox', ['2-bike', '2-bike with add-on']),
      part('WingBar Evo roof rack', 550, 'roofbox', ['with Evo Raised Rail feet', 'with Evo Clamp feet']),
      part('Epos hitch bike rack', 950, 'roofbox', ['2-bike', '3-bike']),
    ],
  },
  {
    name: 'WeatherTech',
    category: 'parts',
    weight: 3,
    models: [
      part('FloorLiner HP set', 230, 'product', ['front and rear', 'three rows']),
      part('CargoLiner', 150, 'product', ['SUV', 'behind 3rd row']),
      part('Side Window Deflectors', 120, 'product', ['front and rear', 'front only']),
      part('No-Drill Mudflaps', 110, 'product', ['front and rear']),
    ],
  },
  {
    name: 'BBS',
    category: 'parts',
    weight: 2,
    models: [
      part('CH-R wheels', 2_600, 'wheel', ['19x8.5 set of 4', '20x9 set of 4']),
      part('LM wheels', 4_800, 'wheel', ['18x8.5 set of 4', '19x9.5 set of 4']),
      part('SR wheels', 1_300, 'wheel', ['17x7.5 set of 4', '18x8 set of 4']),
    ],
  },
  {
    name: 'Brembo',
    category: 'parts',
    weight: 2,
    models: [
      part('GT big brake kit', 3_400, 'wheel', ['6-piston front', '4-piston rear']),
      part('Premium ceramic brake pads', 95, 'product', ['front axle set', 'rear axle set']),
      part('Sport drilled rotors', 320, 'wheel', ['front pair', 'rear pair']),
    ],
  },
  {
    name: 'K&N',
    category: 'parts',
    weight: 1.5,
    models: [
      part('63 Series AirCharger cold air intake', 380, 'product', ['Ford F-150 5.0L', 'Chevrolet Silverado 5.3L', 'Ram 1500 5.7L']),
      part('High-flow air filter', 60, 'product', ['Toyota 2.5L', 'Honda 1.5T']),
    ],
  },
  {
    name: 'Garmin',
    category: 'parts',
    weight: 2,
    models: [
      part('Dash Cam 67W', 230, 'product', ['', 'with 64 GB card']),
      part('Dash Cam Mini 2', 130, 'product', ['', 'twin pack']),
      part('DriveSmart 66 navigator', 200, 'product', ['', 'with traffic']),
    ],
  },
  {
    name: 'Yakima',
    category: 'parts',
    weight: 1.5,
    models: [
      part('SkyBox 16 Carbonite roof box', 700, 'roofbox', ['']),
      part('HoldUp EVO hitch bike rack', 650, 'roofbox', ['2-bike', '2-bike + add-on']),
      part('LockNLoad platform', 1_400, 'roofbox', ['60" x 54"', '76" x 54"']),
    ],
  },
];
