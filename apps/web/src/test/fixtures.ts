import type { LayoutsResponse, RuntimeConfig, User } from '@wayfarer/contract';

export const demoUser: User = {
  id: '0b7d3a6e-5a55-4c1c-9d0a-5f4a2c1e9a01',
  email: 'demo@wayfarer.test',
  name: 'Giulia',
  lastname: 'Rossi',
  fullName: 'Giulia Rossi',
  gender: 'F',
  pictureImage: null,
  birthday: '1992-04-18',
  citizenship: 'IT',
  taxCode: null,
  birthCity: 'Bologna',
  mobilePhone: { country: 'IT', number: '3471234567' },
  emergencyContact: { name: null, relation: null, phone: null },
  specialNeeds: null,
  consents: { privacyPolicy: true, termsAndConditions: true, marketing: false, newsletter: false },
};

export const testConfig: RuntimeConfig = {
  variant: 'international',
  variantOrigins: {
    international: 'http://localhost:3000',
    italy: 'http://it.localhost:3000',
    spain: 'http://es.localhost:3000',
    france: 'http://fr.localhost:3000',
    germany: 'http://de.localhost:3000',
    global: 'http://us.localhost:3000',
    english: 'http://en.localhost:3000',
  },
  environment: 'test',
  release: 'test',
  sentryDsn: null,
  gtmId: null,
  growthbook: { apiHost: 'http://localhost:3000', clientKey: 'test' },
};

export const testLayouts: LayoutsResponse = {
  data: {
    footer: {
      content: {
        footerMessage: '<p><strong>Wayfarer Travel Ltd</strong> — group trips.</p>',
        paymentMessage: 'Pay safely by card or bank transfer.',
        paymentSystems: [
          { name: 'visa', label: 'Visa' },
          { name: 'paypal', label: 'PayPal' },
        ],
      },
    },
    contacts: {
      content: {
        books: [
          {
            type: 'facebookGroup',
            value: 'https://facebook.com/groups/wayfarer',
            label: 'Travellers group',
          },
          { type: 'facebook', value: 'https://facebook.com/wayfarer', label: 'Facebook' },
          { type: 'instagram', value: 'https://instagram.com/wayfarer', label: 'Instagram' },
          { type: 'tiktok', value: 'https://tiktok.com/@wayfarer', label: 'TikTok' },
        ],
      },
    },
  },
};
