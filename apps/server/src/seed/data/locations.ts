/**
 * Demo cities (the `locations` table) and their neighbourhoods (`townships`), all in the USA to match the default
 * map centre (New York, 40.7128,-74.0060) and the USD default currency. Coordinates are approximate centres.
 */

export interface TownshipDef {
  name: string;
  lat: number;
  lng: number;
}

export interface CityDef {
  name: string;
  /** USPS code of the state, used for addresses and the registration state of listings. */
  state: string;
  lat: number;
  lng: number;
  /** Telephone area code, for demo phone numbers (555-01xx, the range reserved for fiction). */
  areaCode: string;
  townships: TownshipDef[];
}

export const CITIES: CityDef[] = [
  {
    name: 'New York',
    state: 'NY',
    lat: 40.7128,
    lng: -74.006,
    areaCode: '212',
    townships: [
      { name: 'Midtown Manhattan', lat: 40.7549, lng: -73.984 },
      { name: 'Upper West Side', lat: 40.787, lng: -73.9754 },
      { name: 'Williamsburg', lat: 40.7081, lng: -73.9571 },
      { name: 'Astoria', lat: 40.7644, lng: -73.9235 },
      { name: 'Riverdale', lat: 40.9005, lng: -73.9064 },
      { name: 'St. George', lat: 40.6437, lng: -74.0736 },
    ],
  },
  {
    name: 'Los Angeles',
    state: 'CA',
    lat: 34.0522,
    lng: -118.2437,
    areaCode: '213',
    townships: [
      { name: 'Downtown LA', lat: 34.0407, lng: -118.2468 },
      { name: 'Hollywood', lat: 34.0928, lng: -118.3287 },
      { name: 'Silver Lake', lat: 34.0869, lng: -118.2702 },
      { name: 'Venice', lat: 33.985, lng: -118.4695 },
      { name: 'North Hollywood', lat: 34.187, lng: -118.3813 },
      { name: 'Koreatown', lat: 34.0618, lng: -118.3004 },
    ],
  },
  {
    name: 'Chicago',
    state: 'IL',
    lat: 41.8781,
    lng: -87.6298,
    areaCode: '312',
    townships: [
      { name: 'The Loop', lat: 41.8837, lng: -87.6289 },
      { name: 'Lincoln Park', lat: 41.9214, lng: -87.6513 },
      { name: 'Wicker Park', lat: 41.9088, lng: -87.6796 },
      { name: 'Lakeview', lat: 41.94, lng: -87.653 },
      { name: 'Hyde Park', lat: 41.7943, lng: -87.5907 },
      { name: 'Pilsen', lat: 41.8565, lng: -87.662 },
    ],
  },
  {
    name: 'Houston',
    state: 'TX',
    lat: 29.7604,
    lng: -95.3698,
    areaCode: '713',
    townships: [
      { name: 'Downtown Houston', lat: 29.7589, lng: -95.3677 },
      { name: 'Montrose', lat: 29.7453, lng: -95.3905 },
      { name: 'Houston Heights', lat: 29.7982, lng: -95.398 },
      { name: 'Uptown / Galleria', lat: 29.7499, lng: -95.4627 },
      { name: 'Memorial', lat: 29.7788, lng: -95.5463 },
      { name: 'Clear Lake', lat: 29.558, lng: -95.118 },
    ],
  },
  {
    name: 'Phoenix',
    state: 'AZ',
    lat: 33.4484,
    lng: -112.074,
    areaCode: '602',
    townships: [
      { name: 'Downtown Phoenix', lat: 33.4484, lng: -112.074 },
      { name: 'Arcadia', lat: 33.5007, lng: -111.9761 },
      { name: 'Camelback East', lat: 33.51, lng: -112.016 },
      { name: 'Ahwatukee', lat: 33.3206, lng: -111.9842 },
      { name: 'Desert Ridge', lat: 33.6763, lng: -111.9698 },
    ],
  },
  {
    name: 'Philadelphia',
    state: 'PA',
    lat: 39.9526,
    lng: -75.1652,
    areaCode: '215',
    townships: [
      { name: 'Center City', lat: 39.9524, lng: -75.1636 },
      { name: 'Old City', lat: 39.9515, lng: -75.1447 },
      { name: 'Fishtown', lat: 39.9712, lng: -75.134 },
      { name: 'University City', lat: 39.9522, lng: -75.1932 },
      { name: 'Manayunk', lat: 40.0262, lng: -75.224 },
      { name: 'South Philadelphia', lat: 39.925, lng: -75.169 },
    ],
  },
  {
    name: 'Dallas',
    state: 'TX',
    lat: 32.7767,
    lng: -96.797,
    areaCode: '214',
    townships: [
      { name: 'Downtown Dallas', lat: 32.7801, lng: -96.8003 },
      { name: 'Uptown', lat: 32.8003, lng: -96.8016 },
      { name: 'Deep Ellum', lat: 32.7842, lng: -96.7837 },
      { name: 'Bishop Arts', lat: 32.7487, lng: -96.8289 },
      { name: 'Lakewood', lat: 32.8157, lng: -96.7514 },
      { name: 'Preston Hollow', lat: 32.8804, lng: -96.8017 },
    ],
  },
  {
    name: 'San Diego',
    state: 'CA',
    lat: 32.7157,
    lng: -117.1611,
    areaCode: '619',
    townships: [
      { name: 'Gaslamp Quarter', lat: 32.7115, lng: -117.1596 },
      { name: 'North Park', lat: 32.748, lng: -117.1297 },
      { name: 'Pacific Beach', lat: 32.7978, lng: -117.2403 },
      { name: 'La Jolla', lat: 32.8328, lng: -117.2713 },
      { name: 'Mission Valley', lat: 32.77, lng: -117.155 },
    ],
  },
  {
    name: 'San Francisco',
    state: 'CA',
    lat: 37.7749,
    lng: -122.4194,
    areaCode: '415',
    townships: [
      { name: 'Mission District', lat: 37.7599, lng: -122.4148 },
      { name: 'SoMa', lat: 37.7785, lng: -122.4056 },
      { name: 'Noe Valley', lat: 37.7502, lng: -122.4337 },
      { name: 'Richmond District', lat: 37.78, lng: -122.482 },
      { name: 'Sunset District', lat: 37.755, lng: -122.494 },
      { name: 'Marina District', lat: 37.8037, lng: -122.4368 },
    ],
  },
  {
    name: 'Miami',
    state: 'FL',
    lat: 25.7617,
    lng: -80.1918,
    areaCode: '305',
    townships: [
      { name: 'Brickell', lat: 25.7589, lng: -80.1937 },
      { name: 'Wynwood', lat: 25.8007, lng: -80.199 },
      { name: 'Little Havana', lat: 25.7659, lng: -80.2187 },
      { name: 'Coconut Grove', lat: 25.728, lng: -80.243 },
      { name: 'Little Haiti', lat: 25.8286, lng: -80.1946 },
    ],
  },
  {
    name: 'Atlanta',
    state: 'GA',
    lat: 33.749,
    lng: -84.388,
    areaCode: '404',
    townships: [
      { name: 'Midtown Atlanta', lat: 33.7838, lng: -84.3831 },
      { name: 'Buckhead', lat: 33.8384, lng: -84.3797 },
      { name: 'Old Fourth Ward', lat: 33.7634, lng: -84.3685 },
      { name: 'Virginia-Highland', lat: 33.7817, lng: -84.3536 },
      { name: 'Inman Park', lat: 33.7597, lng: -84.3532 },
      { name: 'West End', lat: 33.736, lng: -84.413 },
    ],
  },
  {
    name: 'Seattle',
    state: 'WA',
    lat: 47.6062,
    lng: -122.3321,
    areaCode: '206',
    townships: [
      { name: 'Capitol Hill', lat: 47.6253, lng: -122.3222 },
      { name: 'Ballard', lat: 47.6687, lng: -122.3843 },
      { name: 'Fremont', lat: 47.6505, lng: -122.3499 },
      { name: 'Queen Anne', lat: 47.637, lng: -122.357 },
      { name: 'University District', lat: 47.6615, lng: -122.313 },
      { name: 'West Seattle', lat: 47.5667, lng: -122.3868 },
    ],
  },
  {
    name: 'Denver',
    state: 'CO',
    lat: 39.7392,
    lng: -104.9903,
    areaCode: '303',
    townships: [
      { name: 'LoDo', lat: 39.7527, lng: -104.9995 },
      { name: 'Capitol Hill', lat: 39.7312, lng: -104.9799 },
      { name: 'Highland', lat: 39.7608, lng: -105.011 },
      { name: 'Cherry Creek', lat: 39.717, lng: -104.954 },
      { name: 'Washington Park', lat: 39.7, lng: -104.97 },
    ],
  },
  {
    name: 'Boston',
    state: 'MA',
    lat: 42.3601,
    lng: -71.0589,
    areaCode: '617',
    townships: [
      { name: 'Back Bay', lat: 42.3503, lng: -71.081 },
      { name: 'South End', lat: 42.3388, lng: -71.0765 },
      { name: 'Charlestown', lat: 42.3782, lng: -71.0602 },
      { name: 'Jamaica Plain', lat: 42.3097, lng: -71.1151 },
      { name: 'Dorchester', lat: 42.3016, lng: -71.0676 },
      { name: 'Allston', lat: 42.3539, lng: -71.1337 },
    ],
  },
];
