import { describe, expect, it } from 'vitest';
import { adminNoticeMail } from './admin-notice.ts';
import { escapeHtml } from './layout.ts';
import { listingApprovedMail } from './listing-approved.ts';
import { listingRejectedMail } from './listing-rejected.ts';
import { listingSubmittedMail } from './listing-submitted.ts';

const evil = '<script>alert("x")</script> & Co';

describe('listing e-mail templates', () => {
  it('renders the submitted mail with the review time and a link', () => {
    const m = listingSubmittedMail({ sellerName: 'Ravi', title: '2020 Maruti Suzuki Swift VXi', dashboardUrl: 'https://x.in/seller/dashboard' });
    expect(m.subject).toBe('Your listing "2020 Maruti Suzuki Swift VXi" was submitted for review');
    expect(m.text).toContain('Hello Ravi,');
    expect(m.text).toContain('24-48 hours');
    expect(m.text).toContain('https://x.in/seller/dashboard');
    expect(m.html).toContain('href="https://x.in/seller/dashboard"');
  });

  it('renders the approved mail with the listing link', () => {
    const m = listingApprovedMail({ sellerName: '', title: '2021 Tata Nexon XZ+', listingUrl: 'https://x.in/listing/1' });
    expect(m.subject).toBe('Your listing "2021 Tata Nexon XZ+" is live');
    expect(m.text.startsWith('Hello,')).toBe(true);
    expect(m.html).toContain('https://x.in/listing/1');
  });

  it('renders the rejected mail with its reason', () => {
    const m = listingRejectedMail({ sellerName: 'Meera', title: 'Car', reason: 'Listing does not meet our quality standards', dashboardUrl: 'https://x.in/d' });
    expect(m.subject).toBe('Your listing "Car" was not approved');
    expect(m.text).toContain('Reason: Listing does not meet our quality standards');
    expect(m.html).toContain('Reason: Listing does not meet our quality standards');
  });

  it('renders the admin notice with price in rupees and seller contact', () => {
    const m = adminNoticeMail({ title: 'Car', price: 550000, city: 'Pune', sellerName: 'Ravi', sellerPhone: '+919800000000', adminUrl: 'https://x.in/admin/dashboard' });
    expect(m.subject).toBe('New listing to review: Car');
    expect(m.text).toContain('Car, ₹5,50,000, Pune.');
    expect(m.text).toContain('Seller: Ravi (+919800000000).');
  });

  it('escapes every value in HTML and keeps the text readable', () => {
    const mails = [
      listingSubmittedMail({ sellerName: evil, title: evil, dashboardUrl: 'https://x.in/"><img>' }),
      listingApprovedMail({ sellerName: evil, title: evil, listingUrl: 'https://x.in' }),
      listingRejectedMail({ sellerName: evil, title: evil, reason: evil, dashboardUrl: 'https://x.in' }),
      adminNoticeMail({ title: evil, price: 1, city: evil, sellerName: evil, sellerPhone: evil, adminUrl: 'https://x.in' }),
    ];
    for (const m of mails) {
      expect(m.html).not.toContain('<script>');
      expect(m.html).not.toContain('"><img>');
      expect(m.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
      expect(m.text).toContain(evil);
    }
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href='x'>"&"</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&quot;&amp;&quot;&lt;/a&gt;');
  });
});
