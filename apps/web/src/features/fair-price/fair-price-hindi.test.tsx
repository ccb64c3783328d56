// /hi/fair-price (issue 25: "the fair-price … explanations"): the published method in Hindi, every
// number still the API's rule, with no English but the glossary's words; the English page word for
// word (the texts the browser spec and the decision quote).
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as common } from '@/lib/i18n/hi';
import { messages as fairPrice } from '@/lib/i18n/hi-fair-price';
import { expectNoEnglish, inEnglish, inHindi, renderAt } from '@/lib/i18n/hindi-screens';
import FairPricePage from './fair-price-page';

afterEach(() => {
  cleanup();
  inEnglish();
});

const show = () => renderAt('/fair-price', <FairPricePage />);
const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((r) => [...r.children].map((c) => c.textContent).join(' | '));

describe('/fair-price in Hindi', () => {
  it('explains the whole method in Hindi, with the same numbers, and no English but the glossary', () => {
    inHindi(common, fairPrice);
    const { container } = show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('हम कीमत कैसे आँकते हैं');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. हम किन कारों से तुलना करते हैं',
      '2. हर मिलती-जुलती कार की कीमत हम कैसे घटाते-बढ़ाते हैं',
      '3. अनुमानित कीमत और उसका दायरा',
      '4. पाँच श्रेणियाँ',
      '5. रेटिंग क्या है और क्या नहीं',
    ]);
    expect(container.querySelector('p')!.textContent).toContain(': बहुत अच्छी कीमत, अच्छी कीमत, सही कीमत, ज़्यादा कीमत, बहुत ज़्यादा कीमत।');
    expect(screen.getByText(/ज़्यादा से ज़्यादा 2 साल पहले या बाद में बनी हों/)).toBeTruthy();
    // The bold words stay together in Hindi too.
    expect(screen.getByText('5 मिलती-जुलती कारें').tagName).toBe('STRONG');
    expect(rows('मिलती-जुलती कार की कीमत में बदलाव')).toEqual([
      'रेट की जा रही कार में फ़र्क | बदलाव',
      'मीटर पर हर 10,000 km ज़्यादा | −2%',
      'हर एक मालिक ज़्यादा | −5%',
      'मॉडल का हर एक साल नया | +8%',
      'पेट्रोल की जगह डीज़ल | +6%',
      'पेट्रोल की जगह CNG | −4%',
      'पेट्रोल की जगह इलेक्ट्रिक | +10%',
      'मैनुअल की जगह ऑटोमैटिक | +7%',
    ]);
    expect(screen.getByText(/^उदाहरण: हम 2021 की एक कार रेट कर रहे हैं, जो 40,000 km चली है/).textContent).toMatch(
      /60,000 km चली है, उसके दो मालिक रह चुके हैं और वह ₹5,50,000 माँग रही है। हमारी कार 20,000 km कम चली है \(\+4%\), उसका एक मालिक कम है \(\+5%\) और वह एक साल नई है \(\+8%\), इसलिए वह कार ₹[\d,]+ की गिनी जाती है।$/,
    );
    expect(screen.getByText(/इससे 3% कम से लेकर 3% ज़्यादा तक होता है/)).toBeTruthy();
    expect(rows('अनुमानित कीमत के मुकाबले माँगी गई कीमत के हिसाब से रेटिंग की श्रेणियाँ')).toEqual([
      'रेटिंग | माँगी गई कीमत',
      'बहुत अच्छी कीमत | अनुमानित कीमत से कम से कम 10% कम',
      'अच्छी कीमत | अनुमानित कीमत से 10% से 3% तक कम',
      'सही कीमत | अनुमानित कीमत से 3% कम से लेकर 3% ज़्यादा तक',
      'ज़्यादा कीमत | अनुमानित कीमत से 3% से 10% तक ज़्यादा',
      'बहुत ज़्यादा कीमत | अनुमानित कीमत से 10% से ज़्यादा ऊपर',
    ]);
    expect(screen.getByText(/अनुमानित कीमत से 30% से ज़्यादा ऊपर या नीचे हो/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'रेटिंग के साथ कारें देखें' }).getAttribute('href')).toBe('/buy');
    expect(document.title).toContain('हम कीमत कैसे आँकते हैं');
    expectNoEnglish(container);
  });

  it('keeps the English page word for word', () => {
    const { container } = show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How we rate prices');
    expect(container.querySelector('p')!.textContent).toBe(
      'Every approved listing with enough similar cars on sale carries a fair-price rating: Great price, Good price, Fair price, High price, Overpriced. It compares the asking price with what similar cars on our marketplace are asking, adjusted for the differences between them. Here is exactly how.',
    );
    expect(screen.getByText('5 similar cars').tagName).toBe('STRONG');
    expect(screen.getByText('5 similar cars').parentElement!.textContent).toBe(
      'At least 5 similar cars. With fewer we show no rating at all: a guess from two or three cars would not be fair to the seller or to you.',
    );
    expect(rows("Adjustments to a similar car's price")).toEqual([
      'Difference of the rated car | Adjustment',
      'Each 10,000 km more on the odometer | −2%',
      'Each previous owner more | −5%',
      'Each model year newer | +8%',
      'Diesel instead of petrol | +6%',
      'CNG instead of petrol | −4%',
      'Electric instead of petrol | +10%',
      'Automatic instead of manual | +7%',
    ]);
    expect(screen.getByText(/^Example:/).textContent).toMatch(
      /^Example: we rate a 2021 car with 40,000 km and one owner\. A similar 2020 car with 60,000 km and two owners asks ₹5,50,000\. Ours has 20,000 km less \(\+4%\), one owner fewer \(\+5%\) and is a year newer \(\+8%\), so that car counts as ₹[\d,]+\.$/,
    );
    expect(rows('Rating bands by asking price against the expected price')).toEqual([
      'Rating | Asking price',
      'Great price | at least 10% below the expected price',
      'Good price | between 10% and 3% below the expected price',
      'Fair price | between 3% below and 3% above the expected price',
      'High price | between 3% and 10% above the expected price',
      'Overpriced | more than 10% above the expected price',
    ]);
    expect(
      screen.getByText(
        'The expected price is the average of the adjusted prices. The range we show, "expected ₹x – ₹y", runs from 3% below to 3% above it (the Fair band), rounded to the nearest ₹1,000.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Sellers cannot buy or change a rating. A price more than 30% away from the expected price, either way, is also flagged to our review team.')).toBeTruthy();
    expect(document.title).toContain('How we rate prices');
  });
});
