// The Hindi of the compare tray (decision 040): loaded with the tray's code on Hindi pages, and only
// when a car is chosen for comparison (not in hi.ts, which every Hindi page loads at start). Format
// and rules as hi.ts.
export const messages: Record<string, string> = {
  'Compare tray': 'तुलना के लिए चुनी गई कारें',
  Compare: 'तुलना',
  'Remove {name} from compare': '{name} को तुलना से हटाएँ',
  Clear: 'सब हटाएँ',
  'Add one more car': 'एक कार और चुनें',
};
