/**
 * Real US cities (city, state, a downtown zip, latitude, longitude) where customer sites are
 * placed. Coordinates are city centres; the generator jitters them so sites do not stack.
 */
export interface City {
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
}

const ROWS: ReadonlyArray<readonly [string, string, string, number, number]> = [
  ['New York', 'NY', '10001', 40.7128, -74.006], ['Buffalo', 'NY', '14202', 42.8864, -78.8784],
  ['Rochester', 'NY', '14604', 43.1566, -77.6088], ['Albany', 'NY', '12207', 42.6526, -73.7562],
  ['Syracuse', 'NY', '13202', 43.0481, -76.1474], ['Los Angeles', 'CA', '90012', 34.0522, -118.2437],
  ['San Diego', 'CA', '92101', 32.7157, -117.1611], ['San Jose', 'CA', '95113', 37.3382, -121.8863],
  ['San Francisco', 'CA', '94103', 37.7749, -122.4194], ['Fresno', 'CA', '93721', 36.7378, -119.7871],
  ['Sacramento', 'CA', '95814', 38.5816, -121.4944], ['Bakersfield', 'CA', '93301', 35.3733, -119.0187],
  ['Redding', 'CA', '96001', 40.5865, -122.3917], ['Eureka', 'CA', '95501', 40.8021, -124.1637],
  ['Chicago', 'IL', '60602', 41.8781, -87.6298], ['Springfield', 'IL', '62701', 39.7817, -89.6501],
  ['Peoria', 'IL', '61602', 40.6936, -89.589], ['Houston', 'TX', '77002', 29.7604, -95.3698],
  ['San Antonio', 'TX', '78205', 29.4241, -98.4936], ['Dallas', 'TX', '75201', 32.7767, -96.797],
  ['Austin', 'TX', '78701', 30.2672, -97.7431], ['Fort Worth', 'TX', '76102', 32.7555, -97.3308],
  ['El Paso', 'TX', '79901', 31.7619, -106.485], ['Lubbock', 'TX', '79401', 33.5779, -101.8552],
  ['Amarillo', 'TX', '79101', 35.222, -101.8313], ['Midland', 'TX', '79701', 31.9973, -102.0779],
  ['Laredo', 'TX', '78040', 27.5306, -99.4803], ['Corpus Christi', 'TX', '78401', 27.8006, -97.3964],
  ['Tyler', 'TX', '75702', 32.3513, -95.3011], ['Phoenix', 'AZ', '85003', 33.4484, -112.074],
  ['Tucson', 'AZ', '85701', 32.2226, -110.9747], ['Flagstaff', 'AZ', '86001', 35.1983, -111.6513],
  ['Yuma', 'AZ', '85364', 32.6927, -114.6277], ['Philadelphia', 'PA', '19107', 39.9526, -75.1652],
  ['Pittsburgh', 'PA', '15222', 40.4406, -79.9959], ['Harrisburg', 'PA', '17101', 40.2732, -76.8867],
  ['Erie', 'PA', '16501', 42.1292, -80.0851], ['Scranton', 'PA', '18503', 41.4089, -75.6624],
  ['Jacksonville', 'FL', '32202', 30.3322, -81.6557], ['Miami', 'FL', '33130', 25.7617, -80.1918],
  ['Tampa', 'FL', '33602', 27.9506, -82.4572], ['Orlando', 'FL', '32801', 28.5383, -81.3792],
  ['Tallahassee', 'FL', '32301', 30.4383, -84.2807], ['Pensacola', 'FL', '32502', 30.4213, -87.2169],
  ['Gainesville', 'FL', '32601', 29.6516, -82.3248], ['Fort Myers', 'FL', '33901', 26.6406, -81.8723],
  ['Columbus', 'OH', '43215', 39.9612, -82.9988], ['Cleveland', 'OH', '44113', 41.4993, -81.6944],
  ['Cincinnati', 'OH', '45202', 39.1031, -84.512], ['Toledo', 'OH', '43604', 41.6528, -83.5379],
  ['Dayton', 'OH', '45402', 39.7589, -84.1916], ['Indianapolis', 'IN', '46204', 39.7684, -86.1581],
  ['Fort Wayne', 'IN', '46802', 41.0793, -85.1394], ['Evansville', 'IN', '47708', 37.9716, -87.5711],
  ['Charlotte', 'NC', '28202', 35.2271, -80.8431], ['Raleigh', 'NC', '27601', 35.7796, -78.6382],
  ['Greensboro', 'NC', '27401', 36.0726, -79.792], ['Asheville', 'NC', '28801', 35.5951, -82.5515],
  ['Wilmington', 'NC', '28401', 34.2257, -77.9447], ['Seattle', 'WA', '98101', 47.6062, -122.3321],
  ['Spokane', 'WA', '99201', 47.6588, -117.426], ['Yakima', 'WA', '98901', 46.6021, -120.5059],
  ['Denver', 'CO', '80202', 39.7392, -104.9903], ['Colorado Springs', 'CO', '80903', 38.8339, -104.8214],
  ['Grand Junction', 'CO', '81501', 39.0639, -108.5506], ['Pueblo', 'CO', '81003', 38.2544, -104.6091],
  ['Washington', 'DC', '20001', 38.9072, -77.0369], ['Boston', 'MA', '02108', 42.3601, -71.0589],
  ['Worcester', 'MA', '01608', 42.2626, -71.8023], ['Springfield', 'MA', '01103', 42.1015, -72.5898],
  ['Nashville', 'TN', '37203', 36.1627, -86.7816], ['Memphis', 'TN', '38103', 35.1495, -90.049],
  ['Knoxville', 'TN', '37902', 35.9606, -83.9207], ['Chattanooga', 'TN', '37402', 35.0456, -85.3097],
  ['Detroit', 'MI', '48226', 42.3314, -83.0458], ['Grand Rapids', 'MI', '49503', 42.9634, -85.6681],
  ['Lansing', 'MI', '48933', 42.7325, -84.5555], ['Marquette', 'MI', '49855', 46.5436, -87.3954],
  ['Oklahoma City', 'OK', '73102', 35.4676, -97.5164], ['Tulsa', 'OK', '74103', 36.154, -95.9928],
  ['Portland', 'OR', '97204', 45.5152, -122.6784], ['Eugene', 'OR', '97401', 44.0521, -123.0868],
  ['Bend', 'OR', '97701', 44.0582, -121.3153], ['Medford', 'OR', '97501', 42.3265, -122.8756],
  ['Las Vegas', 'NV', '89101', 36.1699, -115.1398], ['Reno', 'NV', '89501', 39.5296, -119.8138],
  ['Elko', 'NV', '89801', 40.8324, -115.7631], ['Louisville', 'KY', '40202', 38.2527, -85.7585],
  ['Lexington', 'KY', '40507', 38.0406, -84.5037], ['Bowling Green', 'KY', '42101', 36.9685, -86.4808],
  ['Baltimore', 'MD', '21202', 39.2904, -76.6122], ['Germantown', 'MD', '20874', 39.1732, -77.2717],
  ['Frederick', 'MD', '21701', 39.4143, -77.4105], ['Salisbury', 'MD', '21801', 38.3607, -75.5994],
  ['Milwaukee', 'WI', '53202', 43.0389, -87.9065], ['Madison', 'WI', '53703', 43.0731, -89.4012],
  ['Green Bay', 'WI', '54301', 44.5192, -88.0198], ['Eau Claire', 'WI', '54701', 44.8113, -91.4985],
  ['Albuquerque', 'NM', '87102', 35.0844, -106.6504], ['Santa Fe', 'NM', '87501', 35.687, -105.9378],
  ['Las Cruces', 'NM', '88001', 32.3199, -106.7637], ['Roswell', 'NM', '88201', 33.3943, -104.523],
  ['Kansas City', 'MO', '64106', 39.0997, -94.5786], ['St. Louis', 'MO', '63101', 38.627, -90.1994],
  ['Springfield', 'MO', '65806', 37.209, -93.2923], ['Omaha', 'NE', '68102', 41.2565, -95.9345],
  ['Lincoln', 'NE', '68508', 40.8136, -96.7026], ['North Platte', 'NE', '69101', 41.1403, -100.7601],
  ['Atlanta', 'GA', '30303', 33.749, -84.388], ['Savannah', 'GA', '31401', 32.0809, -81.0912],
  ['Macon', 'GA', '31201', 32.8407, -83.6324], ['Augusta', 'GA', '30901', 33.4735, -82.0105],
  ['Minneapolis', 'MN', '55401', 44.9778, -93.265], ['Duluth', 'MN', '55802', 46.7867, -92.1005],
  ['Rochester', 'MN', '55902', 44.0121, -92.4802], ['Wichita', 'KS', '67202', 37.6872, -97.3301],
  ['Topeka', 'KS', '66603', 39.0558, -95.689], ['Dodge City', 'KS', '67801', 37.7528, -100.0171],
  ['New Orleans', 'LA', '70112', 29.9511, -90.0715], ['Baton Rouge', 'LA', '70802', 30.4515, -91.1871],
  ['Shreveport', 'LA', '71101', 32.5252, -93.7502], ['Lafayette', 'LA', '70501', 30.2241, -92.0198],
  ['Birmingham', 'AL', '35203', 33.5186, -86.8104], ['Montgomery', 'AL', '36104', 32.3792, -86.3077],
  ['Mobile', 'AL', '36602', 30.6954, -88.0399], ['Huntsville', 'AL', '35801', 34.7304, -86.5861],
  ['Jackson', 'MS', '39201', 32.2988, -90.1848], ['Tupelo', 'MS', '38804', 34.2576, -88.7034],
  ['Little Rock', 'AR', '72201', 34.7465, -92.2896], ['Fayetteville', 'AR', '72701', 36.0626, -94.1574],
  ['Salt Lake City', 'UT', '84101', 40.7608, -111.891], ['St. George', 'UT', '84770', 37.0965, -113.5684],
  ['Boise', 'ID', '83702', 43.615, -116.2023], ['Idaho Falls', 'ID', '83402', 43.4917, -112.0339],
  ['Billings', 'MT', '59101', 45.7833, -108.5007], ['Missoula', 'MT', '59802', 46.8721, -113.994],
  ['Bozeman', 'MT', '59715', 45.677, -111.0429], ['Cheyenne', 'WY', '82001', 41.14, -104.8202],
  ['Casper', 'WY', '82601', 42.8666, -106.3131], ['Fargo', 'ND', '58102', 46.8772, -96.7898],
  ['Bismarck', 'ND', '58501', 46.8083, -100.7837], ['Sioux Falls', 'SD', '57104', 43.5446, -96.7311],
  ['Rapid City', 'SD', '57701', 44.0805, -103.231], ['Des Moines', 'IA', '50309', 41.5868, -93.625],
  ['Cedar Rapids', 'IA', '52401', 41.9779, -91.6656], ['Richmond', 'VA', '23219', 37.5407, -77.436],
  ['Virginia Beach', 'VA', '23451', 36.8529, -75.978], ['Roanoke', 'VA', '24011', 37.271, -79.9414],
  ['Charleston', 'WV', '25301', 38.3498, -81.6326], ['Morgantown', 'WV', '26501', 39.6295, -79.9559],
  ['Columbia', 'SC', '29201', 34.0007, -81.0348], ['Charleston', 'SC', '29401', 32.7765, -79.9311],
  ['Greenville', 'SC', '29601', 34.8526, -82.394], ['Hartford', 'CT', '06103', 41.7658, -72.6734],
  ['Providence', 'RI', '02903', 41.824, -71.4128], ['Newark', 'NJ', '07102', 40.7357, -74.1724],
  ['Trenton', 'NJ', '08608', 40.2206, -74.7597], ['Wilmington', 'DE', '19801', 39.7391, -75.5398],
  ['Portland', 'ME', '04101', 43.6591, -70.2568], ['Bangor', 'ME', '04401', 44.8016, -68.7712],
  ['Manchester', 'NH', '03101', 42.9956, -71.4548], ['Burlington', 'VT', '05401', 44.4759, -73.2121],
  ['Anchorage', 'AK', '99501', 61.2181, -149.9003], ['Fairbanks', 'AK', '99701', 64.8378, -147.7164],
  ['Honolulu', 'HI', '96813', 21.3069, -157.8583], ['Hilo', 'HI', '96720', 19.7071, -155.0885],
];

export const US_CITIES: readonly City[] = ROWS.map(([city, state, zip, lat, lng]) => ({ city, state, zip, lat, lng }));

/** IANA zone per state, for the device `timezone` attribute (border counties ignored). */
const ZONES: Record<string, string> = {
  Pacific: 'CA OR WA NV', Mountain: 'CO NM UT WY MT ID', Arizona: 'AZ', Central: 'IL TX OK KS NE MN IA MO WI AR LA MS AL TN ND SD',
  Alaska: 'AK', Hawaii: 'HI',
};
const ZONE_IDS: Record<string, string> = {
  Pacific: 'America/Los_Angeles', Mountain: 'America/Denver', Arizona: 'America/Phoenix', Central: 'America/Chicago',
  Alaska: 'America/Anchorage', Hawaii: 'Pacific/Honolulu',
};

export function timezoneOf(state: string): string {
  for (const [zone, states] of Object.entries(ZONES)) if (states.split(' ').includes(state)) return ZONE_IDS[zone];
  return 'America/New_York';
}
