// The Indian car catalogue: brands, their current and recent models, real variant names.
// Besides the names the catalogue stores, each model carries what the demo and bulk seeders need
// to invent believable listings: body style, fuels, years on sale, ex-showroom price band, gearbox.
//
// m(name, body, fuels, from, to, lakhMin, lakhMax, gearbox, variants)
//   fuels: letters p(etrol) d(iesel) c(ng) e(lectric); gearbox: m, a or ma.
//   variants: comma-separated; "LDi|d" marks a variant sold only with that fuel. A fuel with no
//   marked variant may take any unmarked one.

export type BodyType = 'hatchback' | 'sedan' | 'suv' | 'muv' | 'pickup';
export type FuelCode = 'p' | 'd' | 'c' | 'e';

export interface ModelData {
  name: string;
  body: BodyType;
  fuels: FuelCode[];
  years: [number, number];
  /** New (ex-showroom) price band in lakh rupees, lowest to highest variant. */
  lakh: [number, number];
  gearbox: 'm' | 'a' | 'ma';
  variants: { name: string; fuel: FuelCode | null }[];
}

export interface BrandData {
  name: string;
  luxury?: boolean;
  /** Diesel engines were dropped with BS6 (April 2020) by these makers. */
  dieselUntil?: number;
  models: ModelData[];
}

/**
 * Sub-four-metre SUVs, which Indian buyers and marketplaces file apart from full-size SUVs. The
 * seed's `body` above draws the photos; the catalogue's body type (models.body_type, the
 * `bodyType` filter of GET /cars/, BODY_TYPES of the domain) refines it with this list.
 */
const COMPACT_SUVS = new Set([
  'Vitara Brezza', 'Brezza', 'Fronx', 'Jimny', 'Exter', 'Venue', 'Punch', 'Punch EV', 'Nexon', 'Nexon EV', 'Bolero Neo',
  'TUV300', 'XUV300', 'XUV 3XO', 'XUV400', 'Urban Cruiser Taisor', 'WR-V', 'Sonet', 'Syros', 'Kylaq', 'Kiger', 'Magnite',
  'EcoSport', 'Avventura',
]);

/** The catalogue body type of a model (one of the domain's BODY_TYPES). */
export function catalogueBodyType(model: Pick<ModelData, 'name' | 'body'>): string {
  return model.body === 'suv' && COMPACT_SUVS.has(model.name) ? 'compact_suv' : model.body;
}

/** Newest model year the seeders invent (prices below are of that year). */
export const LATEST_MODEL_YEAR = 2025;
const NOW = LATEST_MODEL_YEAR;

function m(
  name: string,
  body: BodyType,
  fuels: string,
  from: number,
  to: number,
  lakhMin: number,
  lakhMax: number,
  gearbox: ModelData['gearbox'],
  variants: string,
): ModelData {
  return {
    name,
    body,
    fuels: fuels.split('') as FuelCode[],
    years: [from, to],
    lakh: [lakhMin, lakhMax],
    gearbox,
    variants: variants.split(',').map((v) => {
      const [variant, fuel] = v.trim().split('|');
      return { name: variant!, fuel: (fuel as FuelCode | undefined) ?? null };
    }),
  };
}

export const BRANDS: BrandData[] = [
  { name: 'Maruti Suzuki', dieselUntil: 2020, models: [
    m('Alto 800', 'hatchback', 'pc', 2012, 2023, 3.5, 5.1, 'm', 'Std, LXi, VXi, LXi CNG|c'),
    m('Alto K10', 'hatchback', 'pc', 2012, NOW, 4.0, 6.0, 'ma', 'Std, LXi, VXi, VXi+, VXi CNG|c'),
    m('S-Presso', 'hatchback', 'pc', 2019, NOW, 4.3, 6.1, 'ma', 'Std, LXi, VXi, VXi+, VXi CNG|c'),
    m('Wagon R', 'hatchback', 'pc', 2012, NOW, 5.5, 7.5, 'ma', 'LXi, VXi, ZXi, ZXi+, LXi CNG|c, VXi CNG|c'),
    m('Celerio', 'hatchback', 'pc', 2014, NOW, 5.4, 7.1, 'ma', 'LXi, VXi, ZXi, ZXi+, VXi CNG|c'),
    m('Swift', 'hatchback', 'pdc', 2012, NOW, 6.5, 9.6, 'ma', 'LXi, VXi, VXi (O), ZXi, ZXi+, LDi|d, VDi|d, ZDi|d, VXi CNG|c, ZXi CNG|c'),
    m('Baleno', 'hatchback', 'pdc', 2015, NOW, 6.7, 9.9, 'ma', 'Sigma, Delta, Zeta, Alpha, Delta Diesel|d, Zeta Diesel|d, Alpha Diesel|d, Delta CNG|c, Zeta CNG|c'),
    m('Ignis', 'hatchback', 'p', 2017, NOW, 5.5, 8.1, 'ma', 'Sigma, Delta, Zeta, Alpha'),
    m('Dzire', 'sedan', 'pdc', 2012, NOW, 6.8, 10.2, 'ma', 'LXi, VXi, ZXi, ZXi+, LDi|d, VDi|d, ZDi|d, VXi CNG|c, ZXi CNG|c'),
    m('Ciaz', 'sedan', 'pd', 2014, NOW, 9.4, 12.3, 'ma', 'Sigma, Delta, Zeta, Alpha'),
    m('Ertiga', 'muv', 'pdc', 2012, NOW, 8.7, 13.1, 'ma', 'LXi, VXi, ZXi, ZXi+, VDi|d, ZDi|d, VXi CNG|c, ZXi CNG|c'),
    m('XL6', 'muv', 'pc', 2019, NOW, 11.6, 14.8, 'ma', 'Zeta, Alpha, Alpha+, Zeta CNG|c'),
    m('Vitara Brezza', 'suv', 'pd', 2016, 2022, 7.6, 11.5, 'ma', 'LXi, VXi, ZXi, ZXi+, LDi|d, VDi|d, ZDi|d, ZDi+|d'),
    m('Brezza', 'suv', 'pc', 2022, NOW, 8.3, 14.1, 'ma', 'LXi, VXi, ZXi, ZXi+, VXi CNG|c, ZXi CNG|c'),
    m('Fronx', 'suv', 'pc', 2023, NOW, 7.5, 13.0, 'ma', 'Sigma, Delta, Delta+, Zeta, Alpha, Sigma CNG|c, Delta CNG|c'),
    m('Grand Vitara', 'suv', 'pc', 2022, NOW, 11.4, 20.6, 'ma', 'Sigma, Delta, Zeta, Alpha, Zeta+ Hybrid, Alpha+ Hybrid, Delta CNG|c, Zeta CNG|c'),
    m('Jimny', 'suv', 'p', 2023, NOW, 12.7, 15.1, 'ma', 'Zeta, Alpha'),
    m('Eeco', 'muv', 'pc', 2012, NOW, 4.3, 5.7, 'm', '5 Seater Std, 7 Seater Std, 5 Seater AC CNG|c'),
    m('Invicto', 'muv', 'p', 2023, NOW, 25.2, 29.0, 'a', 'Zeta+, Alpha+'),
  ] },
  { name: 'Hyundai', models: [
    m('Santro', 'hatchback', 'pc', 2018, 2022, 4.3, 6.2, 'ma', 'Era, Magna, Sportz, Asta, Magna CNG|c, Sportz CNG|c'),
    m('Grand i10', 'hatchback', 'pdc', 2013, 2020, 5.0, 7.5, 'ma', 'Era, Magna, Sportz, Asta, Magna CRDi|d, Sportz CRDi|d, Asta CRDi|d, Magna CNG|c'),
    m('Grand i10 Nios', 'hatchback', 'pdc', 2019, NOW, 5.9, 8.5, 'ma', 'Era, Magna, Sportz, Asta, Magna CRDi|d, Sportz CRDi|d, Magna CNG|c, Sportz CNG|c'),
    m('i20', 'hatchback', 'pd', 2012, NOW, 7.0, 11.5, 'ma', 'Era, Magna, Sportz, Asta, Asta (O), Sportz CRDi|d, Asta CRDi|d'),
    m('Aura', 'sedan', 'pc', 2020, NOW, 6.5, 9.1, 'ma', 'E, S, SX, SX(O), S CNG|c, SX CNG|c'),
    m('Xcent', 'sedan', 'pd', 2014, 2020, 5.5, 8.5, 'ma', 'E, S, SX, SX(O)'),
    m('Verna', 'sedan', 'pd', 2012, NOW, 11.0, 17.5, 'ma', 'EX, S, SX, SX(O), SX Turbo'),
    m('Exter', 'suv', 'pc', 2023, NOW, 6.0, 10.5, 'ma', 'EX, S, SX, SX(O), SX(O) Connect, S CNG|c, SX CNG|c'),
    m('Venue', 'suv', 'pd', 2019, NOW, 7.9, 13.5, 'ma', 'E, S, S(O), SX, SX(O)'),
    m('Creta', 'suv', 'pd', 2015, NOW, 11.0, 20.3, 'ma', 'E, EX, S, S(O), SX, SX(O)'),
    m('Alcazar', 'suv', 'pd', 2021, NOW, 15.0, 21.5, 'ma', 'Executive, Prestige, Platinum, Platinum (O), Signature, Signature (O)'),
    m('Tucson', 'suv', 'pd', 2016, NOW, 29.0, 36.0, 'a', 'Platinum, Signature'),
    m('Kona Electric', 'suv', 'e', 2019, 2023, 23.8, 24.1, 'a', 'Premium, Premium Dual Tone'),
    m('Creta Electric', 'suv', 'e', 2025, NOW, 18.0, 24.0, 'a', 'Executive, Smart, Premium, Excellence'),
    m('Ioniq 5', 'suv', 'e', 2023, NOW, 45.0, 46.1, 'a', 'Long Range RWD'),
  ] },
  { name: 'Tata', models: [
    m('Nano', 'hatchback', 'p', 2012, 2018, 2.0, 3.2, 'ma', 'Std, CX, LX, XTA'),
    m('Tiago', 'hatchback', 'pc', 2016, NOW, 5.0, 8.5, 'ma', 'XE, XM, XT, XZ, XZ+, XE CNG|c, XT CNG|c, XZ+ CNG|c'),
    m('Tiago EV', 'hatchback', 'e', 2022, NOW, 8.0, 11.9, 'a', 'XE, XT, XZ+, XZ+ Tech Lux'),
    m('Tigor', 'sedan', 'pc', 2017, NOW, 6.0, 9.5, 'ma', 'XE, XM, XZ, XZ+, XM CNG|c, XZ CNG|c'),
    m('Zest', 'sedan', 'pd', 2014, 2019, 5.5, 8.5, 'ma', 'XE, XM, XMS, XT, XMA'),
    m('Altroz', 'hatchback', 'pdc', 2020, NOW, 6.6, 10.8, 'ma', 'XE, XM, XM+, XT, XZ, XZ+, XZ+ (O), XM+ CNG|c, XZ CNG|c'),
    m('Punch', 'suv', 'pc', 2021, NOW, 6.1, 10.2, 'ma', 'Pure, Adventure, Accomplished, Creative, Adventure CNG|c, Accomplished CNG|c'),
    m('Punch EV', 'suv', 'e', 2024, NOW, 10.0, 15.0, 'a', 'Smart, Adventure, Empowered, Empowered+'),
    m('Nexon', 'suv', 'pdc', 2017, NOW, 8.0, 15.5, 'ma', 'XM, XZ+, Smart, Smart+, Pure, Pure+, Creative, Creative+, Fearless, Fearless+, Smart CNG|c, Creative CNG|c'),
    m('Nexon EV', 'suv', 'e', 2020, NOW, 12.5, 17.2, 'a', 'XM, XZ+, XZ+ Lux, Creative+, Fearless, Fearless+, Empowered, Empowered+'),
    m('Curvv', 'suv', 'pd', 2024, NOW, 10.0, 19.0, 'ma', 'Smart, Pure+, Creative, Accomplished, Accomplished+ A'),
    m('Harrier', 'suv', 'd', 2019, NOW, 15.0, 26.5, 'ma', 'XE, XM, XT, XZ, XZ+, Smart, Pure, Adventure, Fearless, Fearless+'),
    m('Safari', 'suv', 'd', 2021, NOW, 16.0, 27.3, 'ma', 'XE, XM, XT, XZ, XZA+, Smart, Pure, Adventure, Accomplished, Accomplished+'),
    m('Hexa', 'muv', 'd', 2017, 2020, 13.0, 19.0, 'ma', 'XE, XM, XT'),
  ] },
  { name: 'Mahindra', models: [
    m('KUV100', 'hatchback', 'pd', 2016, 2021, 5.5, 7.5, 'm', 'K2+, K4+, K6+, K8'),
    m('Bolero', 'suv', 'd', 2012, NOW, 9.0, 11.0, 'm', 'B4, B6, B6 (O)'),
    m('Bolero Neo', 'suv', 'd', 2021, NOW, 9.6, 12.2, 'm', 'N4, N8, N10, N10 (O)'),
    m('TUV300', 'suv', 'd', 2015, 2020, 8.0, 10.5, 'ma', 'T4+, T6+, T8, T10'),
    m('Scorpio', 'suv', 'd', 2012, 2022, 10.0, 17.0, 'ma', 'S3, S5, S7, S9, S11'),
    m('Scorpio Classic', 'suv', 'd', 2022, NOW, 13.6, 17.4, 'm', 'S, S11'),
    m('Scorpio-N', 'suv', 'pd', 2022, NOW, 13.8, 25.0, 'ma', 'Z2, Z4, Z6, Z8, Z8 L'),
    m('Thar', 'suv', 'pd', 2020, NOW, 11.5, 17.6, 'ma', 'AX (O), LX, LX Hard Top, Earth Edition'),
    m('Thar Roxx', 'suv', 'pd', 2024, NOW, 12.9, 22.5, 'ma', 'MX1, MX3, MX5, AX3L, AX5L, AX7L'),
    m('XUV300', 'suv', 'pd', 2019, 2024, 8.0, 14.0, 'ma', 'W4, W6, W8, W8 (O)'),
    m('XUV 3XO', 'suv', 'pd', 2024, NOW, 7.5, 15.5, 'ma', 'MX1, MX2, MX3, AX5, AX5 L, AX7, AX7 L'),
    m('XUV500', 'suv', 'd', 2012, 2021, 12.0, 20.0, 'ma', 'W5, W7, W9, W11, W11 (O)'),
    m('XUV700', 'suv', 'pd', 2021, NOW, 14.0, 26.0, 'ma', 'MX, AX3, AX5, AX7, AX7 L'),
    m('Marazzo', 'muv', 'd', 2018, 2023, 13.0, 16.0, 'm', 'M2, M4+, M6+'),
    m('XUV400', 'suv', 'e', 2023, NOW, 15.5, 17.7, 'a', 'EC Pro, EL Pro'),
    m('BE 6', 'suv', 'e', 2025, NOW, 18.9, 26.9, 'a', 'Pack One, Pack Two, Pack Three'),
    m('XEV 9e', 'suv', 'e', 2025, NOW, 21.9, 30.5, 'a', 'Pack One, Pack Two, Pack Three'),
  ] },
  { name: 'Toyota', models: [
    m('Etios Liva', 'hatchback', 'pd', 2012, 2020, 5.0, 7.5, 'm', 'G, V, VX, GD|d, VD|d'),
    m('Etios', 'sedan', 'pd', 2012, 2020, 6.0, 9.5, 'm', 'G, V, VX, GD|d, VD|d, VXD|d'),
    m('Glanza', 'hatchback', 'pc', 2019, NOW, 6.9, 10.0, 'ma', 'E, S, G, V, S CNG|c, G CNG|c'),
    m('Yaris', 'sedan', 'p', 2018, 2021, 9.2, 14.5, 'ma', 'J, G, V, VX'),
    m('Corolla Altis', 'sedan', 'pd', 2012, 2020, 16.0, 20.0, 'ma', 'G, GL, VL'),
    m('Camry', 'sedan', 'p', 2012, NOW, 30.0, 48.0, 'a', 'Hybrid'),
    m('Urban Cruiser Taisor', 'suv', 'pc', 2024, NOW, 7.7, 13.0, 'ma', 'E, S, S+, G, V, E CNG|c'),
    m('Urban Cruiser Hyryder', 'suv', 'pc', 2022, NOW, 11.1, 20.0, 'ma', 'E, S, G, V, S Hybrid, G Hybrid, V Hybrid, S CNG|c, G CNG|c'),
    m('Rumion', 'muv', 'pc', 2023, NOW, 10.4, 13.8, 'ma', 'S, G, V, S CNG|c'),
    m('Innova', 'muv', 'd', 2012, 2016, 13.0, 18.0, 'm', 'G, GX, VX, ZX'),
    m('Innova Crysta', 'muv', 'd', 2016, NOW, 19.9, 26.5, 'ma', 'GX, GX+, VX, ZX'),
    m('Innova Hycross', 'muv', 'p', 2022, NOW, 19.1, 31.0, 'a', 'G, GX, VX Hybrid, ZX Hybrid, ZX(O) Hybrid'),
    m('Fortuner', 'suv', 'pd', 2012, NOW, 33.4, 51.4, 'ma', '4x2 MT, 4x2 AT, 4x4 AT, Legender, GR-S'),
  ] },
  { name: 'Honda', models: [
    m('Brio', 'hatchback', 'p', 2012, 2019, 4.5, 6.5, 'ma', 'E, S, V, VX'),
    m('Jazz', 'hatchback', 'pd', 2015, 2023, 7.5, 10.0, 'ma', 'E, S, V, VX, ZX'),
    m('Amaze', 'sedan', 'pd', 2013, NOW, 7.2, 10.0, 'ma', 'E, S, V, VX, ZX'),
    m('City', 'sedan', 'pd', 2012, NOW, 11.8, 16.3, 'ma', 'S, SV, V, VX, ZX, e:HEV ZX|p'),
    m('Civic', 'sedan', 'pd', 2019, 2021, 17.9, 22.4, 'ma', 'V, VX, ZX'),
    m('WR-V', 'suv', 'pd', 2017, 2023, 9.0, 12.5, 'm', 'S, SV, VX'),
    m('BR-V', 'suv', 'pd', 2016, 2020, 9.5, 13.5, 'ma', 'E, S, V, VX'),
    m('Elevate', 'suv', 'p', 2023, NOW, 11.7, 16.7, 'ma', 'SV, V, VX, ZX'),
  ] },
  { name: 'Kia', models: [
    m('Sonet', 'suv', 'pd', 2020, NOW, 8.0, 15.7, 'ma', 'HTE, HTK, HTK+, HTX, HTX+, GTX+, X-Line'),
    m('Syros', 'suv', 'pd', 2025, NOW, 9.0, 17.8, 'ma', 'HTK, HTK (O), HTK+, HTX, HTX+, HTX+ (O)'),
    m('Seltos', 'suv', 'pd', 2019, NOW, 11.0, 20.5, 'ma', 'HTE, HTK, HTK+, HTX, HTX+, GTX+, X-Line'),
    m('Carens', 'muv', 'pd', 2022, NOW, 10.5, 19.7, 'ma', 'Premium, Prestige, Prestige+, Luxury, Luxury+, X-Line'),
    m('Carnival', 'muv', 'd', 2020, NOW, 25.0, 63.9, 'a', 'Premium, Prestige, Limousine, Limousine+'),
    m('EV6', 'suv', 'e', 2022, NOW, 60.9, 65.9, 'a', 'GT Line, GT Line AWD'),
  ] },
  { name: 'Skoda', dieselUntil: 2020, models: [
    m('Rapid', 'sedan', 'pd', 2012, 2021, 8.0, 14.0, 'ma', 'Active, Ambition, Style, Monte Carlo, Rider'),
    m('Kylaq', 'suv', 'p', 2025, NOW, 7.9, 14.4, 'ma', 'Classic, Signature, Signature+, Prestige'),
    m('Kushaq', 'suv', 'p', 2021, NOW, 10.9, 18.8, 'ma', 'Active, Ambition, Style, Monte Carlo, Onyx'),
    m('Slavia', 'sedan', 'p', 2022, NOW, 10.7, 18.7, 'ma', 'Active, Ambition, Style, Monte Carlo'),
    m('Octavia', 'sedan', 'pd', 2013, 2023, 18.0, 30.0, 'ma', 'Ambition, Style, L&K, RS'),
    m('Superb', 'sedan', 'pd', 2012, NOW, 25.0, 54.0, 'a', 'Style, L&K, Sportline'),
    m('Kodiaq', 'suv', 'pd', 2017, NOW, 34.0, 41.0, 'a', 'Style, Sportline, L&K'),
  ] },
  { name: 'Renault', dieselUntil: 2020, models: [
    m('Kwid', 'hatchback', 'p', 2015, NOW, 4.7, 6.5, 'ma', 'RXE, RXL, RXL (O), RXT, Climber'),
    m('Triber', 'muv', 'p', 2019, NOW, 6.0, 8.8, 'ma', 'RXE, RXL, RXT, RXZ'),
    m('Kiger', 'suv', 'p', 2021, NOW, 6.0, 11.2, 'ma', 'RXE, RXL, RXT, RXT (O), RXZ'),
    m('Duster', 'suv', 'pd', 2012, 2022, 9.0, 14.5, 'ma', 'RXE, RXS, RXZ, 110 PS RXZ AWD|d'),
    m('Lodgy', 'muv', 'd', 2015, 2019, 9.0, 12.5, 'm', 'RXE, RXL, RXZ'),
    m('Captur', 'suv', 'pd', 2017, 2020, 10.0, 14.0, 'm', 'RXE, RXL, RXT, Platine'),
  ] },
  { name: 'MG', models: [
    m('Comet EV', 'hatchback', 'e', 2023, NOW, 7.0, 9.8, 'a', 'Executive, Excite, Exclusive'),
    m('Astor', 'suv', 'p', 2021, NOW, 10.0, 18.0, 'ma', 'Style, Super, Shine, Select, Sharp, Savvy'),
    m('Hector', 'suv', 'pd', 2019, NOW, 14.0, 22.5, 'ma', 'Style, Shine, Smart, Sharp, Sharp Pro, Savvy Pro'),
    m('Hector Plus', 'suv', 'pd', 2020, NOW, 17.0, 23.5, 'ma', 'Smart, Sharp, Savvy Pro'),
    m('ZS EV', 'suv', 'e', 2020, NOW, 18.9, 25.8, 'a', 'Executive, Excite Pro, Exclusive Plus, Essence'),
    m('Windsor EV', 'suv', 'e', 2024, NOW, 13.5, 15.5, 'a', 'Excite, Exclusive, Essence'),
    m('Gloster', 'suv', 'd', 2020, NOW, 38.0, 43.9, 'a', 'Sharp, Savvy'),
  ] },
  { name: 'Volkswagen', dieselUntil: 2020, models: [
    m('Polo', 'hatchback', 'pd', 2012, 2022, 6.0, 10.5, 'ma', 'Trendline, Comfortline, Highline, Highline Plus, GT TSI'),
    m('Ameo', 'sedan', 'pd', 2016, 2020, 5.5, 9.0, 'ma', 'Trendline, Comfortline, Highline'),
    m('Vento', 'sedan', 'pd', 2012, 2022, 9.0, 14.5, 'ma', 'Trendline, Comfortline, Highline, Highline Plus'),
    m('Virtus', 'sedan', 'p', 2022, NOW, 11.5, 19.4, 'ma', 'Comfortline, Highline, Topline, GT Plus'),
    m('Taigun', 'suv', 'p', 2021, NOW, 11.7, 19.8, 'ma', 'Comfortline, Highline, Topline, GT, GT Plus'),
    m('Tiguan', 'suv', 'pd', 2017, NOW, 28.0, 38.2, 'a', 'Comfortline, Highline, Elegance'),
  ] },
  { name: 'Nissan', dieselUntil: 2020, models: [
    m('Micra', 'hatchback', 'pd', 2012, 2020, 5.5, 7.5, 'ma', 'XE, XL, XV'),
    m('Sunny', 'sedan', 'pd', 2012, 2020, 7.0, 10.0, 'ma', 'XE, XL, XV'),
    m('Terrano', 'suv', 'pd', 2013, 2020, 10.0, 14.5, 'ma', 'XE, XL, XV'),
    m('Kicks', 'suv', 'pd', 2019, 2022, 9.5, 14.6, 'ma', 'XL, XV, XV Premium'),
    m('Magnite', 'suv', 'p', 2020, NOW, 6.0, 11.5, 'ma', 'XE, XL, XV, XV Premium, Tekna'),
  ] },
  { name: 'Ford', models: [
    m('Figo', 'hatchback', 'pd', 2012, 2021, 5.5, 8.2, 'ma', 'Ambiente, Trend, Titanium, Titanium Blu'),
    m('Freestyle', 'hatchback', 'pd', 2018, 2021, 6.0, 8.5, 'm', 'Ambiente, Trend, Titanium, Flair'),
    m('Aspire', 'sedan', 'pd', 2015, 2021, 6.0, 8.8, 'ma', 'Ambiente, Trend, Titanium, Titanium+'),
    m('EcoSport', 'suv', 'pd', 2013, 2021, 8.0, 12.0, 'ma', 'Ambiente, Trend, Titanium, Titanium+, S'),
    m('Endeavour', 'suv', 'd', 2012, 2021, 24.0, 36.0, 'a', 'Titanium, Titanium+, Sport'),
  ] },
  { name: 'Jeep', models: [
    m('Compass', 'suv', 'pd', 2017, NOW, 15.0, 32.0, 'ma', 'Sport, Longitude, Longitude (O), Limited, Limited (O), Model S, Trailhawk'),
    m('Meridian', 'suv', 'd', 2022, NOW, 29.0, 39.0, 'ma', 'Longitude, Longitude Plus, Limited (O), Overland'),
    m('Wrangler', 'suv', 'p', 2019, NOW, 55.0, 68.0, 'a', 'Unlimited, Rubicon'),
  ] },
  { name: 'Citroen', models: [
    m('C3', 'hatchback', 'p', 2022, NOW, 6.2, 10.2, 'ma', 'Live, Feel, Shine'),
    m('eC3', 'hatchback', 'e', 2023, NOW, 11.6, 13.4, 'a', 'Live, Feel, Shine'),
    m('Basalt', 'suv', 'p', 2024, NOW, 8.0, 14.0, 'ma', 'You, Plus, Max'),
    m('C3 Aircross', 'suv', 'p', 2023, NOW, 9.0, 14.5, 'ma', 'You, Plus, Max'),
    m('C5 Aircross', 'suv', 'd', 2021, NOW, 30.0, 40.0, 'a', 'Feel, Shine'),
  ] },
  { name: 'BYD', models: [
    m('e6', 'muv', 'e', 2021, 2024, 29.0, 30.0, 'a', 'GL'),
    m('Atto 3', 'suv', 'e', 2022, NOW, 24.9, 34.0, 'a', 'Dynamic, Premium, Superior'),
    m('eMAX 7', 'muv', 'e', 2024, NOW, 26.9, 29.9, 'a', 'Premium, Superior'),
    m('Seal', 'sedan', 'e', 2024, NOW, 41.0, 53.0, 'a', 'Dynamic, Premium, Performance'),
    m('Sealion 7', 'suv', 'e', 2025, NOW, 48.9, 54.9, 'a', 'Premium, Performance'),
  ] },
  { name: 'Mercedes-Benz', luxury: true, models: [
    m('A-Class Limousine', 'sedan', 'pd', 2021, NOW, 40.0, 47.0, 'a', 'A 200, A 200d|d'),
    m('C-Class', 'sedan', 'pd', 2012, NOW, 40.0, 62.0, 'a', 'C 200, C 200 Avantgarde, C 220d|d, C 300d|d'),
    m('E-Class', 'sedan', 'pd', 2012, NOW, 60.0, 80.0, 'a', 'E 200, E 450, E 220d|d, E 350d|d'),
    m('S-Class', 'sedan', 'pd', 2012, NOW, 130.0, 190.0, 'a', 'S 450 4MATIC, S 350d|d'),
    m('GLA', 'suv', 'pd', 2015, NOW, 35.0, 52.0, 'a', '200, AMG 35, 220d|d'),
    m('GLC', 'suv', 'pd', 2016, NOW, 50.0, 76.0, 'a', '300 4MATIC, 220d 4MATIC|d'),
    m('GLE', 'suv', 'pd', 2012, NOW, 70.0, 100.0, 'a', '450 4MATIC, 300d|d, 450d|d'),
  ] },
  { name: 'BMW', luxury: true, models: [
    m('2 Series Gran Coupe', 'sedan', 'pd', 2021, NOW, 41.0, 47.0, 'a', '220i M Sport, 220d M Sport|d'),
    m('3 Series', 'sedan', 'pd', 2012, NOW, 45.0, 74.0, 'a', '330i M Sport, 330Li M Sport, 320d Luxury Line|d, 320Ld Luxury Line|d'),
    m('5 Series', 'sedan', 'pd', 2012, NOW, 60.0, 75.0, 'a', '530i M Sport, 520d Luxury Line|d, 530d M Sport|d'),
    m('7 Series', 'sedan', 'pd', 2012, NOW, 110.0, 185.0, 'a', '740Li M Sport, 730Ld|d'),
    m('X1', 'suv', 'pd', 2012, NOW, 35.0, 54.0, 'a', 'sDrive18i M Sport, sDrive20d xLine|d, sDrive18d M Sport|d'),
    m('X3', 'suv', 'pd', 2012, NOW, 55.0, 75.0, 'a', 'xDrive30i M Sport, xDrive20d Luxury Line|d, xDrive20d M Sport|d'),
    m('X5', 'suv', 'pd', 2012, NOW, 75.0, 105.0, 'a', 'xDrive40i M Sport, xDrive30d xLine|d'),
    m('iX1', 'suv', 'e', 2024, NOW, 49.0, 67.0, 'a', 'eDrive20L M Sport'),
  ] },
  { name: 'Audi', luxury: true, models: [
    m('A3', 'sedan', 'pd', 2014, 2020, 28.0, 35.0, 'a', 'Premium, Premium Plus, Technology, 35 TDI|d'),
    m('A4', 'sedan', 'pd', 2012, NOW, 45.0, 55.0, 'a', 'Premium, Premium Plus, Technology, 35 TDI Premium Plus|d'),
    m('A6', 'sedan', 'pd', 2012, NOW, 55.0, 70.0, 'a', 'Premium Plus, Technology, 35 TDI Matrix|d'),
    m('Q3', 'suv', 'pd', 2012, NOW, 35.0, 55.0, 'a', 'Premium Plus, Technology, 35 TDI quattro|d'),
    m('Q5', 'suv', 'pd', 2012, NOW, 50.0, 73.0, 'a', 'Premium Plus, Technology, 40 TDI quattro|d'),
    m('Q7', 'suv', 'pd', 2012, NOW, 70.0, 95.0, 'a', 'Premium Plus, Technology, 45 TDI quattro|d'),
    m('e-tron', 'suv', 'e', 2021, 2024, 100.0, 120.0, 'a', '50 quattro, 55 quattro'),
  ] },
  { name: 'Volvo', luxury: true, models: [
    m('S60', 'sedan', 'pd', 2012, 2024, 35.0, 48.0, 'a', 'T4 Kinetic, T4 Inscription, B5 Inscription, D4 Summum|d'),
    m('S90', 'sedan', 'pd', 2016, NOW, 53.0, 68.0, 'a', 'B5 Ultimate, D4 Inscription|d'),
    m('XC40', 'suv', 'pd', 2018, NOW, 40.0, 48.0, 'a', 'T4 R-Design, B4 Ultimate, D4 R-Design|d'),
    m('XC40 Recharge', 'suv', 'e', 2022, NOW, 55.0, 58.0, 'a', 'Ultimate'),
    m('XC60', 'suv', 'pd', 2012, NOW, 45.0, 70.0, 'a', 'B5 Ultimate, D4 Momentum|d, D5 Inscription|d'),
    m('XC90', 'suv', 'pd', 2015, NOW, 80.0, 102.0, 'a', 'B5 Ultimate, D5 Inscription|d'),
  ] },
  { name: 'Jaguar', luxury: true, models: [
    m('XE', 'sedan', 'pd', 2016, 2023, 40.0, 48.0, 'a', 'S, SE, HSE, R-Dynamic S'),
    m('XF', 'sedan', 'pd', 2012, 2023, 50.0, 72.0, 'a', 'SE, Prestige, Portfolio, R-Dynamic SE'),
    m('F-Pace', 'suv', 'pd', 2016, NOW, 70.0, 78.0, 'a', 'Prestige, R-Dynamic S, R-Dynamic SE'),
    m('I-Pace', 'suv', 'e', 2021, 2024, 105.0, 125.0, 'a', 'S, SE, HSE'),
  ] },
  { name: 'Land Rover', luxury: true, models: [
    m('Range Rover Evoque', 'suv', 'pd', 2012, NOW, 45.0, 68.0, 'a', 'Pure, SE, HSE, Dynamic SE'),
    m('Discovery Sport', 'suv', 'pd', 2015, NOW, 45.0, 68.0, 'a', 'S, SE, HSE, Dynamic SE'),
    m('Range Rover Velar', 'suv', 'pd', 2017, NOW, 75.0, 94.0, 'a', 'S, SE, R-Dynamic SE, Dynamic HSE'),
    m('Discovery', 'suv', 'd', 2017, NOW, 75.0, 100.0, 'a', 'S, SE, HSE, Metropolitan'),
    m('Defender', 'suv', 'pd', 2020, NOW, 80.0, 150.0, 'a', '90 X-Dynamic HSE, 110 SE, 110 HSE, 110 X'),
    m('Range Rover Sport', 'suv', 'pd', 2013, NOW, 100.0, 165.0, 'a', 'SE, HSE, Dynamic SE, Autobiography'),
  ] },
  { name: 'Lexus', luxury: true, models: [
    m('ES', 'sedan', 'p', 2018, NOW, 55.0, 65.0, 'a', '300h Exquisite, 300h Luxury'),
    m('NX', 'suv', 'p', 2018, NOW, 55.0, 70.0, 'a', '350h Exquisite, 350h Luxury, 350h F-Sport'),
    m('RX', 'suv', 'p', 2017, NOW, 95.0, 115.0, 'a', '350h Luxury, 500h F-Sport+'),
  ] },
  { name: 'Mini', luxury: true, models: [
    m('Cooper', 'hatchback', 'p', 2014, NOW, 30.0, 45.0, 'a', '3 Door, 5 Door, S, S JCW Inspired'),
    m('Cooper SE', 'hatchback', 'e', 2022, 2024, 47.0, 53.0, 'a', 'Electric'),
    m('Countryman', 'suv', 'pd', 2014, NOW, 40.0, 50.0, 'a', 'Cooper S, Cooper S JCW Inspired, Cooper D|d'),
  ] },
  { name: 'Isuzu', models: [
    m('D-Max V-Cross', 'pickup', 'd', 2016, NOW, 15.0, 27.0, 'ma', 'Z 4x2, Z 4x4, Z Prestige 4x4'),
    m('D-Max Hi-Lander', 'pickup', 'd', 2021, NOW, 19.0, 21.0, 'm', 'Standard'),
    m('MU-X', 'suv', 'd', 2017, NOW, 23.0, 38.0, 'a', '4x2, 4x4'),
  ] },
  { name: 'Force Motors', models: [
    m('Gurkha', 'suv', 'd', 2013, NOW, 14.0, 18.0, 'm', 'Xplorer, 3 Door, 5 Door'),
    m('Trax Cruiser', 'muv', 'd', 2012, 2021, 8.0, 11.0, 'm', '9 Seater, 13 Seater'),
  ] },
  { name: 'Fiat', models: [
    m('Punto Evo', 'hatchback', 'pd', 2014, 2019, 5.5, 8.0, 'm', 'Active, Dynamic, Emotion'),
    m('Linea', 'sedan', 'pd', 2012, 2019, 8.0, 11.5, 'm', 'Active, Dynamic, Emotion, T-Jet'),
    m('Avventura', 'suv', 'pd', 2014, 2019, 7.0, 10.5, 'm', 'Active, Dynamic, Emotion'),
  ] },
  { name: 'Datsun', dieselUntil: 2020, models: [
    m('redi-GO', 'hatchback', 'p', 2016, 2022, 3.0, 5.0, 'ma', 'D, A, T, T (O)'),
    m('GO', 'hatchback', 'p', 2014, 2022, 4.0, 6.5, 'ma', 'D, A, T, T (O)'),
    m('GO+', 'muv', 'p', 2015, 2022, 4.5, 7.0, 'ma', 'D, A, T, T (O)'),
  ] },
  { name: 'Chevrolet', models: [
    m('Spark', 'hatchback', 'p', 2012, 2017, 3.2, 4.2, 'm', 'LS, LT'),
    m('Beat', 'hatchback', 'pd', 2012, 2017, 4.2, 6.5, 'm', 'LS, LT, LT Option, PS'),
    m('Sail', 'sedan', 'pd', 2013, 2017, 5.0, 7.5, 'm', 'LS, LT, LT ABS'),
    m('Enjoy', 'muv', 'pd', 2013, 2017, 5.5, 8.5, 'm', 'LS, LT, LTZ'),
    m('Cruze', 'sedan', 'd', 2012, 2017, 14.0, 18.0, 'ma', 'LT, LTZ'),
    m('Tavera', 'muv', 'd', 2012, 2017, 8.0, 11.0, 'm', 'Neo 3 LS, Neo 3 LT'),
    m('Captiva', 'suv', 'd', 2012, 2016, 24.0, 27.0, 'ma', 'LT, LTZ AWD'),
  ] },
];
