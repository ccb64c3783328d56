// For tests of Hindi screens (decision 040): the Latin-script words of a text that the glossary
// does not keep (docs/hindi-glossary.md, first table) and that are not data (names, addresses).
export const GLOSSARY_LATIN = [
  'GaadiBazaar', 'EMI', 'OTP', 'CNG', 'SUV', 'MUV', 'RC', 'km', 'KB', 'MB', 'English', 'Instagram', 'Facebook', 'WhatsApp', 'GSTIN',
  // File types ("MP4" reads as "MP").
  'CSV', 'UTF', 'ZIP', 'JPEG', 'PNG', 'WebP', 'MP', 'MOV', 'WebM', 'AVI',
  // Car features as brochures and ads print them (hi-features.ts).
  'ABS', 'ESP', 'ADAS', 'ISOFIX', 'LED', 'DRL', 'AC', 'USB', 'IRVM', 'ORVM', 'AWD',
  // The full cost's terms, as insurers, RTOs and toll plazas print them, and engine units.
  'GST', 'IDV', 'IRDAI', 'PUC', 'FASTag', 'RTO', 'kW', 'cc',
];

export function englishLeftovers(text: string, data: string[] = []): string[] {
  const allowed = new Set([...GLOSSARY_LATIN, ...data].map((w) => w.toLowerCase()));
  // A word's trailing hyphen belongs to what follows it ("UTF-8", "SW-1042").
  return (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).map((w) => w.replace(/-+$/, '')).filter((w) => !allowed.has(w.toLowerCase()));
}
