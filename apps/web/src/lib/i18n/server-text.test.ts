import { afterEach, describe, expect, it } from 'vitest';
import { inEnglish, inHindi } from '@/lib/i18n/hindi-screens';
import { compilePattern, learnPatterns, serverText } from '@/lib/i18n/server-text';

const catalogue = {
  'Listing approved': 'लिस्टिंग को मंज़ूरी मिली',
  '{car} is now {price} (was {oldPrice}).': '{car} अब {price} की है (पहले {oldPrice} थी)।',
  'Your {title} was not approved. Reason: {reason}': 'आपकी {title} को मंज़ूरी नहीं मिली। कारण: {reason}',
  'Please update your {title}: {reason}': 'कृपया अपनी {title} में बदलाव करें: {reason}',
  'Please update your {title}.': 'कृपया अपनी {title} में बदलाव करें।',
  'Feature names (e.g. A|B) cost $5 [{count}]? {name}*': 'फ़ीचर (जैसे A|B) $5 [{count}]? {name}*',
  'Reminder: your visit to see the {car} is at {when}, {place}.': 'याद दिला दें: {car} देखने की आपकी विज़िट {when} को {place} पर है।',
  'Reminder: your visit to see the {car} is at {when}.': 'याद दिला दें: {car} देखने की आपकी विज़िट {when} को है।',
  // Too little of its own to read a text by: never a pattern.
  'View {name}': '{name} देखें',
};

afterEach(inEnglish);

describe('serverText: the API’s English texts on a Hindi page (issue 25)', () => {
  it('gives a text that is a catalogue message its Hindi', () => {
    inHindi(catalogue);
    expect(serverText('Listing approved')).toBe('लिस्टिंग को मंज़ूरी मिली');
  });

  it('reads a text with values by its pattern and puts the values, as written, into the Hindi', () => {
    inHindi(catalogue);
    expect(serverText('2019 Honda City ZX is now ₹6,50,000 (was ₹7,00,000).')).toBe('2019 Honda City ZX अब ₹6,50,000 की है (पहले ₹7,00,000 थी)।');
    expect(serverText('Your 2018 Maruti Swift was not approved. Reason: Photos are blurry. Retake them.')).toBe(
      'आपकी 2018 Maruti Swift को मंज़ूरी नहीं मिली। कारण: Photos are blurry. Retake them.',
    );
  });

  it('leaves a text no catalogue knows as the API wrote it, in Hindi and in English', () => {
    inHindi(catalogue);
    expect(serverText('Something else happened to your car.')).toBe('Something else happened to your car.');
    expect(serverText('View all cars')).toBe('View all cars');
    expect(serverText('2019 Honda City is now ₹6,50,000')).toBe('2019 Honda City is now ₹6,50,000');
    inEnglish();
    expect(serverText('2019 Honda City ZX is now ₹6,50,000 (was ₹7,00,000).')).toBe('2019 Honda City ZX is now ₹6,50,000 (was ₹7,00,000).');
    expect(serverText('Listing approved')).toBe('Listing approved');
  });

  it('takes the literal parts as they are, regular-expression characters included', () => {
    inHindi(catalogue);
    expect(serverText('Feature names (e.g. A|B) cost $5 [12]? front.jpg*')).toBe('फ़ीचर (जैसे A|B) $5 [12]? front.jpg*');
    expect(serverText('Feature names (e.g. AxB) cost $5 [12]? front.jpg*')).toBe('Feature names (e.g. AxB) cost $5 [12]? front.jpg*');
    expect(compilePattern('a.b (c) {x}').re.test('a.b (c) 1')).toBe(true);
    expect(compilePattern('a.b (c) {x}').re.test('aXb (c) 1')).toBe(false);
  });

  it('prefers the most specific pattern, and reads a visit’s time whole though it holds commas', () => {
    inHindi(catalogue);
    expect(serverText('Please update your 2020 Kia Seltos: add the RC photo.')).toBe('कृपया अपनी 2020 Kia Seltos में बदलाव करें: add the RC photo.');
    expect(serverText('Please update your 2020 Kia Seltos.')).toBe('कृपया अपनी 2020 Kia Seltos में बदलाव करें।');
    expect(serverText('Reminder: your visit to see the Kia Seltos is at Sat, 29 Nov, 10:30 am, Baner, Pune.')).toBe(
      'याद दिला दें: Kia Seltos देखने की आपकी विज़िट Sat, 29 Nov, 10:30 am को Baner, Pune पर है।',
    );
    expect(serverText('Reminder: your visit to see the Kia Seltos is at Sat, 29 Nov, 10:30 am.')).toBe('याद दिला दें: Kia Seltos देखने की आपकी विज़िट Sat, 29 Nov, 10:30 am को है।');
  });

  it('hands each value to the caller by its placeholder’s name', () => {
    inHindi(catalogue);
    expect(serverText('Maruti Swift is now ₹5,00,000 (was ₹5,50,000).', (name, v) => (name === 'car' ? `<${v}>` : v))).toBe('<Maruti Swift> अब ₹5,00,000 की है (पहले ₹5,50,000 थी)।');
  });

  it('uses only the patterns whose Hindi the page has: one learnt from another page’s catalogue leaves the text as it is', () => {
    learnPatterns({ 'Photo not found in the ZIP: {name}': 'ZIP में यह फ़ोटो नहीं मिली: {name}' });
    inHindi(catalogue);
    expect(serverText('Photo not found in the ZIP: front.jpg')).toBe('Photo not found in the ZIP: front.jpg');
    inHindi(catalogue, { 'Photo not found in the ZIP: {name}': 'ZIP में यह फ़ोटो नहीं मिली: {name}' });
    expect(serverText('Photo not found in the ZIP: front.jpg')).toBe('ZIP में यह फ़ोटो नहीं मिली: front.jpg');
  });
});
