import { Link } from '@/lib/router';
import { BRAND } from '@gaadi/domain/brand';
import { LegalDocument } from '@/features/legal/legal-document';

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      description={`The terms for buying and selling cars on ${BRAND.name}, India's marketplace for pre-owned cars.`}
      updated="1 September 2025"
      intro={
        <p>
          These terms govern your use of {BRAND.name}, an online marketplace that connects buyers and sellers of pre-owned cars in India. By
          using the site you agree to them. They are an electronic record under the Information Technology Act, 2000 and need no signature.
        </p>
      }
      sections={[
        {
          heading: 'Our role',
          body: (
            <p>
              {BRAND.name} is an intermediary: we host listings and pass enquiries between users. The sale contract is between the buyer and the
              seller. We review listings before publishing them, but we do not own, inspect in person or guarantee any vehicle unless we say so
              expressly for that listing.
            </p>
          ),
        },
        {
          heading: 'Eligibility and accounts',
          body: (
            <ul>
              <li>You must be at least 18 years old and able to enter into a contract under the Indian Contract Act, 1872.</li>
              <li>You sign in with a one-time password and are responsible for activity on your account. Tell us at once about any misuse.</li>
            </ul>
          ),
        },
        {
          heading: 'Selling a car',
          body: (
            <ul>
              <li>You must own the car or be authorised to sell it, and it must be free of undisclosed loans, hypothecation or legal claims.</li>
              <li>Listings must be accurate: registration year, kilometres driven, number of owners, accident history and condition.</li>
              <li>Photos must be of the actual car. Do not post another person's personal data or misleading content.</li>
              <li>We may edit, reject or remove a listing that breaks these terms or the law, and we may suspend repeat offenders.</li>
              <li>The seller completes the RC transfer with the Regional Transport Office (Form 29 and 30) and hands over valid insurance and PUC papers.</li>
            </ul>
          ),
        },
        {
          heading: 'Buying a car',
          body: (
            <ul>
              <li>Inspect the car and its documents (RC, insurance, PUC, service records, loan NOC where applicable) and take a test drive before paying.</li>
              <li>EMI figures on the site are estimates; the lender's sanction letter decides the actual loan terms.</li>
              <li>Never pay an advance to someone you have not met or for a car you have not seen.</li>
            </ul>
          ),
        },
        {
          heading: 'Prohibited use',
          body: (
            <ul>
              <li>Posting stolen vehicles, fake listings or prices meant to mislead.</li>
              <li>Harvesting contact details, sending spam or unsolicited commercial messages.</li>
              <li>Interfering with the site's security or using automated tools to overload it.</li>
            </ul>
          ),
        },
        {
          heading: 'Fees',
          body: <p>Listing a car and contacting sellers is currently free. We will announce any fee before it applies to you.</p>,
        },
        {
          heading: 'Liability',
          body: (
            <p>
              The site is provided "as is". To the extent the law allows, we are not liable for the condition, title or legality of a vehicle, or
              for any loss arising from a transaction between users. Nothing in these terms limits rights you have under the Consumer Protection
              Act, 2019.
            </p>
          ),
        },
        {
          heading: 'Privacy',
          body: (
            <p>
              How we handle personal data is described in our{' '}
              <Link to="/privacy" className="text-blue-700 underline dark:text-blue-300">
                Privacy Policy
              </Link>
              .
            </p>
          ),
        },
        {
          heading: 'Grievances and disputes',
          body: (
            <p>
              Complaints about content or these terms go to our Grievance Officer at{' '}
              <a href={`mailto:${BRAND.supportEmail}`} className="text-blue-700 underline dark:text-blue-300">
                {BRAND.supportEmail}
              </a>
              , as required by the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021. We acknowledge
              within 24 hours and resolve within 15 days. These terms are governed by Indian law; courts at New Delhi have jurisdiction.
            </p>
          ),
        },
        {
          heading: 'Changes',
          body: <p>We may update these terms. The date above shows the latest version; continued use after a change means you accept it.</p>,
        },
      ]}
    />
  );
}
