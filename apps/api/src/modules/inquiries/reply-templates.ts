// Quick replies: the spec has "5 inquiry templates and 5 response templates" without texts
// (seller-admin-side, e-mail helper); these are ours. Buyers pick an inquiry template in the
// Contact Seller form, sellers a response template in the dashboard reply box.
import type { ReplyTemplate } from '@gaadi/domain/schemas/inquiries';

export const INQUIRY_TEMPLATES: readonly ReplyTemplate[] = [
  {
    id: 'still-available',
    title: 'Is it still available?',
    message: 'Hi, I am interested in your car. Is it still available? Please let me know a good time to talk.',
  },
  {
    id: 'best-price',
    title: 'Best price',
    message: 'Hi, I like this car. Is the price negotiable? What is the best price you can offer?',
  },
  {
    id: 'test-drive',
    title: 'Book a test drive',
    message: 'Hi, I would like to see the car and take a test drive this week. When and where would suit you?',
  },
  {
    id: 'documents-history',
    title: 'Documents and service history',
    message:
      'Hi, are the RC, insurance and PUC valid and in your name? Is the service history available, and has the car been in any accident?',
  },
  {
    id: 'loan-exchange',
    title: 'Loan or exchange',
    message: 'Hi, I am interested in this car. Is there any pending loan on it, and would you consider an exchange with my current car?',
  },
];

export const RESPONSE_TEMPLATES: readonly ReplyTemplate[] = [
  {
    id: 'available-call',
    title: 'Available, please call',
    message: 'Thank you for your interest. Yes, the car is still available. Please call me at a time that suits you.',
  },
  {
    id: 'visit-test-drive',
    title: 'Invite for a test drive',
    message: 'Thank you for your interest. You are welcome to see the car and take a test drive. Please tell me a day and time that works for you.',
  },
  {
    id: 'price-negotiable',
    title: 'Price slightly negotiable',
    message: 'Thank you for asking. The price is slightly negotiable for a serious buyer after you have seen the car. Let us discuss it on a call.',
  },
  {
    id: 'documents-ready',
    title: 'Documents in order',
    message:
      'All papers are in order: RC in my name, valid insurance and PUC, and the service records are available. I will show you the originals when you visit.',
  },
  {
    id: 'sold',
    title: 'Already sold',
    message: 'Thank you for your interest. Sorry, this car has already been sold.',
  },
];
