/**
 * The simple lookup tables (id, name, description, ordering) and currencies. `key` is how the seed refers to a
 * row; it is not stored.
 */

export interface LookupDef {
  key: string;
  name: string;
  description: string;
}

export const ITEM_TYPES: LookupDef[] = [
  { key: 'sale', name: 'For Sale', description: 'The seller wants to sell the vehicle or item outright.' },
  { key: 'wanted', name: 'Wanted', description: 'A buyer is looking for a specific vehicle or part; the price is the budget.' },
  { key: 'rent', name: 'For Rent', description: 'Available for rent or lease; the price is the rate per period stated in the listing.' },
  { key: 'exchange', name: 'Exchange', description: 'The owner would trade for another vehicle, with or without cash on top.' },
];

export const PRICE_TYPES: LookupDef[] = [
  { key: 'fixed', name: 'Fixed', description: 'The asking price is final.' },
  { key: 'negotiable', name: 'Negotiable', description: 'The seller is open to reasonable offers.' },
  { key: 'auction', name: 'Auction', description: 'Sold to the best bid; the price is the starting bid.' },
  { key: 'on-request', name: 'Price on Request', description: 'Contact the seller for the price.' },
];

export const CONDITIONS: LookupDef[] = [
  { key: 'new', name: 'New', description: 'Brand new, never registered or used.' },
  { key: 'like-new', name: 'Used – Like New', description: 'Lightly used, no visible wear, fully serviced.' },
  { key: 'good', name: 'Used – Good', description: 'Normal wear for its age, everything works as it should.' },
  { key: 'fair', name: 'Used – Fair', description: 'Runs and drives, but shows wear or needs some work.' },
  { key: 'parts', name: 'For Parts', description: 'Not roadworthy; sold for parts or as a project.' },
];

export const DEAL_OPTIONS: LookupDef[] = [
  { key: 'meet', name: 'Meet in Person', description: 'Buyer and seller meet to inspect and hand over.' },
  { key: 'delivery', name: 'Delivery Available', description: 'The seller can deliver locally.' },
  { key: 'shipping', name: 'Shipping', description: 'Can be shipped; transport is arranged with the buyer.' },
  { key: 'test-drive', name: 'Test Drive Available', description: 'Test drives by appointment.' },
];

export const FUEL_TYPES: LookupDef[] = [
  { key: 'gasoline', name: 'Gasoline', description: 'Regular or premium unleaded petrol.' },
  { key: 'diesel', name: 'Diesel', description: 'Diesel engine.' },
  { key: 'hybrid', name: 'Hybrid', description: 'Gasoline engine with an electric motor, self-charging.' },
  { key: 'phev', name: 'Plug-in Hybrid', description: 'Hybrid with a battery that can be charged from the grid.' },
  { key: 'electric', name: 'Electric', description: 'Battery electric, no combustion engine.' },
  { key: 'flex', name: 'Flex Fuel (E85)', description: 'Runs on gasoline or E85 ethanol blends.' },
];

export const TRANSMISSIONS: LookupDef[] = [
  { key: 'auto', name: 'Automatic', description: 'Conventional torque-converter automatic.' },
  { key: 'manual', name: 'Manual', description: 'Manual gearbox with a clutch pedal or lever.' },
  { key: 'cvt', name: 'CVT', description: 'Continuously variable transmission.' },
  { key: 'dct', name: 'Dual-Clutch (DCT)', description: 'Automated dual-clutch gearbox (DSG, PDK and similar).' },
  { key: 'amt', name: 'Automated Manual (AMT)', description: 'Automated manual, common on heavy trucks.' },
  { key: 'single', name: 'Single-Speed (EV)', description: 'Single-speed reduction gear of an electric drive.' },
];

export interface ColorDef extends LookupDef {
  /** Paint colour used by the generated photos. */
  hex: string;
  /** Relative frequency among listings (US paint-colour popularity). */
  weight: number;
}

export const COLORS: ColorDef[] = [
  { key: 'white', name: 'White', description: 'Solid or pearl white.', hex: '#eef0f3', weight: 24 },
  { key: 'black', name: 'Black', description: 'Solid or metallic black.', hex: '#1d1f24', weight: 20 },
  { key: 'gray', name: 'Gray', description: 'Gray and gunmetal shades.', hex: '#5f656e', weight: 17 },
  { key: 'silver', name: 'Silver', description: 'Metallic silver.', hex: '#b4bac2', weight: 12 },
  { key: 'blue', name: 'Blue', description: 'Blue shades from navy to sky blue.', hex: '#1f4f9e', weight: 9 },
  { key: 'red', name: 'Red', description: 'Red shades.', hex: '#b5161d', weight: 9 },
  { key: 'green', name: 'Green', description: 'Green shades.', hex: '#2f6a3c', weight: 2 },
  { key: 'beige', name: 'Beige', description: 'Beige, tan and champagne.', hex: '#c9b690', weight: 2 },
  { key: 'brown', name: 'Brown', description: 'Brown and bronze.', hex: '#5c3c27', weight: 1.5 },
  { key: 'orange', name: 'Orange', description: 'Orange shades.', hex: '#e0661a', weight: 1.2 },
  { key: 'yellow', name: 'Yellow', description: 'Yellow shades.', hex: '#f0bf26', weight: 1 },
  { key: 'burgundy', name: 'Burgundy', description: 'Deep red, maroon and wine.', hex: '#6b1a2c', weight: 1.3 },
];

export const BODY_STYLES: LookupDef[] = [
  { key: 'sedan', name: 'Sedan', description: 'Four-door car with a separate trunk.' },
  { key: 'hatchback', name: 'Hatchback', description: 'Compact car with a rear hatch.' },
  { key: 'coupe', name: 'Coupe', description: 'Two-door car with a fixed roof.' },
  { key: 'convertible', name: 'Convertible', description: 'Open-top car with a folding roof.' },
  { key: 'wagon', name: 'Station Wagon', description: 'Car with an extended roof and cargo area.' },
  { key: 'suv', name: 'SUV', description: 'Sport utility vehicle, usually body-on-frame or with all-wheel drive.' },
  { key: 'crossover', name: 'Crossover', description: 'Car-based SUV.' },
  { key: 'pickup', name: 'Pickup Truck', description: 'Truck with an open cargo bed.' },
  { key: 'minivan', name: 'Minivan', description: 'Family van with sliding doors.' },
  { key: 'cargo-van', name: 'Cargo Van', description: 'Commercial van for goods or passengers.' },
  { key: 'box-truck', name: 'Box Truck', description: 'Medium-duty truck with a cargo box.' },
  { key: 'semi', name: 'Semi Truck', description: 'Heavy-duty tractor unit.' },
  { key: 'sport-bike', name: 'Sport Bike', description: 'Fully faired performance motorcycle.' },
  { key: 'naked', name: 'Naked / Standard', description: 'Unfaired standard motorcycle.' },
  { key: 'cruiser', name: 'Cruiser', description: 'Low, relaxed cruiser motorcycle.' },
  { key: 'touring', name: 'Touring', description: 'Long-distance motorcycle with luggage.' },
  { key: 'adventure', name: 'Adventure', description: 'Dual-sport motorcycle for road and trail.' },
  { key: 'scooter', name: 'Scooter', description: 'Step-through scooter.' },
  { key: 'bus', name: 'Bus', description: 'School, shuttle or coach bus.' },
  { key: 'boat', name: 'Boat', description: 'Powerboat, bowrider or fishing boat.' },
  { key: 'pwc', name: 'Personal Watercraft', description: 'Jet ski and similar.' },
];

export const SELLER_TYPES: LookupDef[] = [
  { key: 'private', name: 'Private Seller', description: 'An individual selling their own vehicle.' },
  { key: 'dealer', name: 'Dealer', description: 'A registered dealership.' },
  { key: 'certified', name: 'Certified Dealer', description: 'A dealership verified by Wheeldeal.' },
];

export const VEHICLE_TYPES: LookupDef[] = [
  { key: 'car', name: 'Passenger Car', description: 'Sedans, hatchbacks, coupes and wagons.' },
  { key: 'suv', name: 'SUV / Crossover', description: 'Sport utility vehicles and crossovers.' },
  { key: 'pickup', name: 'Pickup Truck', description: 'Light-duty and heavy-duty pickups.' },
  { key: 'van', name: 'Van / Minivan', description: 'Minivans, cargo and passenger vans.' },
  { key: 'commercial', name: 'Commercial Truck', description: 'Box trucks and semi trucks.' },
  { key: 'motorcycle', name: 'Motorcycle', description: 'Motorcycles and scooters.' },
  { key: 'bus', name: 'Bus', description: 'School buses, shuttles and coaches.' },
  { key: 'watercraft', name: 'Boat / Watercraft', description: 'Boats and personal watercraft.' },
];

export const TAGS: LookupDef[] = [
  { key: 'low-mileage', name: 'Low Mileage', description: 'Well below the average mileage for its age.' },
  { key: 'one-owner', name: 'One Owner', description: 'Sold by its first owner.' },
  { key: 'service-history', name: 'Full Service History', description: 'Complete maintenance records.' },
  { key: 'accident-free', name: 'Accident Free', description: 'No reported accidents.' },
  { key: 'warranty', name: 'Warranty', description: 'Remaining factory or dealer warranty.' },
  { key: 'imported', name: 'Imported', description: 'Imported vehicle.' },
  { key: 'certified', name: 'Certified Pre-Owned', description: 'Inspected and certified by a dealer.' },
  { key: 'price-drop', name: 'Price Drop', description: 'The price was recently reduced.' },
];

/** US vehicle registration states (50 states and DC): name and USPS code. */
export const US_STATES: [string, string][] = [
  ['Alabama', 'AL'], ['Alaska', 'AK'], ['Arizona', 'AZ'], ['Arkansas', 'AR'], ['California', 'CA'], ['Colorado', 'CO'],
  ['Connecticut', 'CT'], ['Delaware', 'DE'], ['District of Columbia', 'DC'], ['Florida', 'FL'], ['Georgia', 'GA'],
  ['Hawaii', 'HI'], ['Idaho', 'ID'], ['Illinois', 'IL'], ['Indiana', 'IN'], ['Iowa', 'IA'], ['Kansas', 'KS'],
  ['Kentucky', 'KY'], ['Louisiana', 'LA'], ['Maine', 'ME'], ['Maryland', 'MD'], ['Massachusetts', 'MA'],
  ['Michigan', 'MI'], ['Minnesota', 'MN'], ['Mississippi', 'MS'], ['Missouri', 'MO'], ['Montana', 'MT'],
  ['Nebraska', 'NE'], ['Nevada', 'NV'], ['New Hampshire', 'NH'], ['New Jersey', 'NJ'], ['New Mexico', 'NM'],
  ['New York', 'NY'], ['North Carolina', 'NC'], ['North Dakota', 'ND'], ['Ohio', 'OH'], ['Oklahoma', 'OK'],
  ['Oregon', 'OR'], ['Pennsylvania', 'PA'], ['Rhode Island', 'RI'], ['South Carolina', 'SC'], ['South Dakota', 'SD'],
  ['Tennessee', 'TN'], ['Texas', 'TX'], ['Utah', 'UT'], ['Vermont', 'VT'], ['Virginia', 'VA'], ['Washington', 'WA'],
  ['West Virginia', 'WV'], ['Wisconsin', 'WI'], ['Wyoming', 'WY'],
];

export interface CurrencyDef {
  code: string;
  symbol: string;
  isDefault: boolean;
  /** Units per US dollar (approximate), to price the few non-USD listings. */
  perUsd: number;
}

export const CURRENCIES: CurrencyDef[] = [
  { code: 'USD', symbol: '$', isDefault: true, perUsd: 1 },
  { code: 'EUR', symbol: '€', isDefault: false, perUsd: 0.92 },
  { code: 'GBP', symbol: '£', isDefault: false, perUsd: 0.79 },
  { code: 'AED', symbol: 'د.إ', isDefault: false, perUsd: 3.67 },
  { code: 'JPY', symbol: '¥', isDefault: false, perUsd: 150 },
];

export interface PackageDef {
  title: string;
  price: string;
  postCount: number;
  days: number;
}

export const PACKAGES: PackageDef[] = [
  { title: 'Starter – 5 posts', price: '4.99', postCount: 5, days: 30 },
  { title: 'Standard – 15 posts', price: '9.99', postCount: 15, days: 60 },
  { title: 'Dealer – 50 posts', price: '24.99', postCount: 50, days: 90 },
];

export interface CategoryDef {
  key: CategoryKey;
  name: string;
  /** Accent colour of the generated icon and photo. */
  accent: string;
}

export type CategoryKey = 'cars' | 'motorcycles' | 'trucks' | 'suvs' | 'ev' | 'buses' | 'boats' | 'parts';

export const CATEGORIES: CategoryDef[] = [
  { key: 'cars', name: 'Cars', accent: '#2563eb' },
  { key: 'motorcycles', name: 'Motorcycles', accent: '#dc2626' },
  { key: 'trucks', name: 'Trucks & Vans', accent: '#d97706' },
  { key: 'suvs', name: 'SUVs & Crossovers', accent: '#059669' },
  { key: 'ev', name: 'Electric Vehicles', accent: '#0891b2' },
  { key: 'buses', name: 'Buses', accent: '#ca8a04' },
  { key: 'boats', name: 'Boats', accent: '#0369a1' },
  { key: 'parts', name: 'Parts & Accessories', accent: '#7c3aed' },
];
