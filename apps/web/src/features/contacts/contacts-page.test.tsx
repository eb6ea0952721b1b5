import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { ContactsPage } from './contacts-page';
import { customerCareByVariant } from './customer-care';

describe('contact us', () => {
  it('gives the phone, email and hours of the traveller’s variant', async () => {
    await renderApp(<ContactsPage />, { path: '/contattaci', variantId: 'italy' });
    const care = customerCareByVariant.italy;
    expect(screen.getByRole('heading', { level: 1, name: 'Contattaci' })).toBeTruthy();
    expect(screen.getByRole('link', { name: care.phone.display }).getAttribute('href')).toBe(
      `tel:${care.phone.e164}`,
    );
    expect(screen.getByRole('link', { name: care.email }).getAttribute('href')).toBe(
      `mailto:${care.email}`,
    );
    const hours = screen.getByRole('region', { name: 'Orari' });
    expect(within(hours).getByText('Dal lunedì al venerdì')).toBeTruthy();
    expect(within(hours).getByText('09:00–19:00')).toBeTruthy();
    expect(within(hours).getByText('Sabato')).toBeTruthy();
  });

  it('has customer care for every variant, each with a different desk where the country differs', () => {
    const { international, english, global, germany } = customerCareByVariant;
    expect(international).toBe(english);
    expect(global.phone.e164).toMatch(/^\+1/);
    expect(germany.phone.e164).toMatch(/^\+49/);
    for (const care of Object.values(customerCareByVariant)) {
      expect(care.phone.e164).toMatch(/^\+\d{8,15}$/);
      expect(care.email).toMatch(/@wayfarer\.travel$/);
      expect(care.hours.length).toBeGreaterThan(0);
    }
  });

  it('links to the contact form of the public website', async () => {
    await renderApp(<ContactsPage />, { path: '/contact-us' });
    expect(screen.getByRole('link', { name: /Use the contact form/ }).getAttribute('href')).toBe(
      'https://www.wayfarer.travel/uk/?routingKey=contacts',
    );
  });
});
