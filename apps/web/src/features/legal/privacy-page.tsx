import { BRAND } from '@gaadi/domain/brand';
import { LegalDocument } from '@/features/legal/legal-document';

const mail = (address: string) => (
  <a href={`mailto:${address}`} className="text-blue-700 underline dark:text-blue-300">
    {address}
  </a>
);

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description={`How ${BRAND.name} collects, uses, shares and protects your personal data under India's Digital Personal Data Protection Act, 2023.`}
      updated="1 September 2025"
      intro={
        <>
          <p>
            {BRAND.name} ("we", "us") runs an online marketplace where people in India buy and sell pre-owned cars. This policy explains what
            personal data we process when you use our website, why, and the rights you have. We act as a Data Fiduciary under the Digital
            Personal Data Protection Act, 2023 (the "DPDP Act") and process data in line with it, the Information Technology Act, 2000 and the
            rules made under them.
          </p>
        </>
      }
      sections={[
        {
          heading: 'Personal data we collect',
          body: (
            <ul>
              <li>Account data: your e-mail address or mobile number, name and, if you add one, a profile photo.</li>
              <li>Listing data: details and photos of the car you sell, its location (city, area, state) and the contact details you give for buyers.</li>
              <li>Enquiry data: the name, phone number, optional e-mail, message and preferred call time you send to a seller.</li>
              <li>Technical data: IP address, device and browser type, pages viewed and security logs, kept to run and protect the service.</li>
            </ul>
          ),
        },
        {
          heading: 'Why we use it (purposes and legal basis)',
          body: (
            <>
              <p>We process personal data on the basis of your consent, or for legitimate uses permitted by Section 7 of the DPDP Act, to:</p>
              <ul>
                <li>create your account and sign you in with one-time passwords;</li>
                <li>publish, review and moderate car listings;</li>
                <li>pass your enquiry to the seller you contacted, and the seller's reply back to you;</li>
                <li>prevent fraud, spam and misuse, and comply with law enforcement requests made under applicable law;</li>
                <li>improve the site using aggregated, non-identifying statistics.</li>
              </ul>
              <p>We do not sell your personal data, and we do not use it for targeted advertising.</p>
            </>
          ),
        },
        {
          heading: 'Who we share it with',
          body: (
            <ul>
              <li>Sellers receive the enquiries you send them; buyers see the listing details you publish.</li>
              <li>Service providers (Data Processors) that host our servers, deliver e-mail and SMS, under contracts that bind them to our instructions.</li>
              <li>Authorities, when Indian law requires it.</li>
            </ul>
          ),
        },
        {
          heading: 'How long we keep it',
          body: (
            <p>
              We keep account data while your account is active and listing and enquiry data for as long as needed for the purpose, and then up to
              three years for dispute resolution and legal obligations, after which it is erased. Security logs are kept for 180 days.
            </p>
          ),
        },
        {
          heading: 'Your rights',
          body: (
            <>
              <p>Under the DPDP Act you may:</p>
              <ul>
                <li>access a summary of the personal data we process about you and with whom it was shared;</li>
                <li>have inaccurate data corrected or completed, and data you no longer want us to process erased;</li>
                <li>withdraw consent at any time (this does not affect processing already done);</li>
                <li>nominate a person to exercise your rights in case of death or incapacity;</li>
                <li>have your grievance addressed by our Grievance Officer, and then approach the Data Protection Board of India.</li>
              </ul>
              <p>Write to {mail(BRAND.supportEmail)} to use any of these rights. We reply within 30 days.</p>
            </>
          ),
        },
        {
          heading: 'Security',
          body: (
            <p>
              We use reasonable security safeguards: encrypted connections, hashed credentials, short-lived sign-in tokens, access controls and
              removal of location metadata from uploaded photos. If a personal data breach occurs, we will inform the Data Protection Board of India
              and affected users as the DPDP Act requires.
            </p>
          ),
        },
        {
          heading: 'Children',
          body: <p>The service is meant for adults. We do not knowingly process personal data of children under 18 without verifiable parental consent.</p>,
        },
        {
          heading: 'Cookies and local storage',
          body: (
            <p>
              We use your browser's local storage only to keep you signed in and to remember your light or dark theme. We do not use advertising
              or third-party tracking cookies.
            </p>
          ),
        },
        {
          heading: 'Grievance Officer',
          body: (
            <p>
              For any question or complaint about your personal data, contact our Grievance Officer at {mail(BRAND.supportEmail)}. We acknowledge
              grievances within 48 hours and resolve them within 30 days.
            </p>
          ),
        },
        {
          heading: 'Changes to this policy',
          body: <p>We will post any change here with a new date, and tell you by e-mail or on the site before material changes take effect.</p>,
        },
      ]}
    />
  );
}
