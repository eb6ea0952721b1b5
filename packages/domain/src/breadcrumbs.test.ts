import { describe, expect, it } from 'vitest';
import { getBreadcrumbs } from './breadcrumbs';

const dashboard = { name: 'index', segment: '', label: 'dashboard', path: '/' };

describe('getBreadcrumbs', () => {
  it.each(['/', '', '//'])('%j is the dashboard alone', (pathname) => {
    expect(getBreadcrumbs({ pathname })).toEqual([dashboard]);
  });

  it('adds one crumb per known segment, dashes shown as spaces', () => {
    expect(getBreadcrumbs({ pathname: '/refer-friend' })).toEqual([
      dashboard,
      {
        name: 'refer-friend',
        segment: 'refer-friend',
        label: 'refer friend',
        path: '/refer-friend',
      },
    ]);
  });

  it('skips a segment whose path alone is no route', () => {
    expect(getBreadcrumbs({ pathname: '/account/dati-personali' })).toEqual([
      dashboard,
      {
        name: 'account/registry',
        segment: 'dati-personali',
        label: 'dati personali',
        path: '/account/dati-personali',
      },
    ]);
  });

  it('gives a crumb to the trip and the traveller of a trip page', () => {
    expect(getBreadcrumbs({ pathname: '/travels/rome-in-june/traveler-7' })).toEqual([
      dashboard,
      { name: 'travels', segment: 'travels', label: 'travels', path: '/travels' },
      {
        name: 'travels/_tour',
        segment: 'rome-in-june',
        label: 'rome in june',
        path: '/travels/rome-in-june',
      },
      {
        name: 'travels/_tour/_traveler',
        segment: 'traveler-7',
        label: 'traveler 7',
        path: '/travels/rome-in-june/traveler-7',
      },
    ]);
  });

  it('decodes the label and keeps the encoded path for the link', () => {
    expect(getBreadcrumbs({ pathname: '/cont%C3%A1ctanos' })).toEqual([
      dashboard,
      { name: 'contacts', segment: 'contáctanos', label: 'contáctanos', path: '/cont%C3%A1ctanos' },
    ]);
  });

  it('stops adding crumbs where the path is no longer known', () => {
    expect(getBreadcrumbs({ pathname: '/nowhere/travels' }).map(({ label }) => label)).toEqual([
      'dashboard',
    ]);
    expect(getBreadcrumbs({ pathname: '/travels/a/b/c' }).map(({ label }) => label)).toEqual([
      'dashboard',
      'travels',
      'a',
      'b',
    ]);
  });

  it('knows the paths of every language, unless a language is given', () => {
    expect(getBreadcrumbs({ pathname: '/reisen' }).map(({ name }) => name)).toEqual([
      'index',
      'travels',
    ]);
    expect(getBreadcrumbs({ pathname: '/reisen', language: 'it' })).toEqual([dashboard]);
    expect(getBreadcrumbs({ pathname: '/viaggi', language: 'it' }).map(({ name }) => name)).toEqual(
      ['index', 'travels'],
    );
  });
});
