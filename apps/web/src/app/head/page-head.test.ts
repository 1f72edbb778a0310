import { describe, expect, it } from 'vitest';
import { pageHeadHtml } from './page-head';

describe('a rendered page’s head', () => {
  it('has the title, description, canonical address, Open Graph tags and JSON-LD, escaped', () => {
    const head = document.createElement('head');
    head.innerHTML = pageHeadHtml({
      title: 'Tom & "Jerry" <b>',
      description: 'A "quiet" place',
      canonical: 'https://stay.example/hotel-single/htlnfo?id=1&x=2',
      image: 'https://stay.example/uploads/front.jpg',
      structuredData: { '@type': 'Hotel', name: '</script>' },
    });
    const meta = (key: string) =>
      head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
    expect(head.querySelector('title')?.textContent).toBe('Tom & "Jerry" <b>');
    expect(meta('description')).toBe('A "quiet" place');
    expect(head.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      'https://stay.example/hotel-single/htlnfo?id=1&x=2',
    );
    expect(meta('og:title')).toBe('Tom & "Jerry" <b>');
    expect(meta('og:description')).toBe('A "quiet" place');
    expect(meta('og:url')).toBe('https://stay.example/hotel-single/htlnfo?id=1&x=2');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:image')).toBe('https://stay.example/uploads/front.jpg');
    const scripts = head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual({ '@type': 'Hotel', name: '</script>' });
  });

  it('names no image when the page has none', () => {
    const html = pageHeadHtml({
      title: 't',
      description: 'd',
      canonical: 'https://s.example/home',
    });
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('ld+json');
  });
});
