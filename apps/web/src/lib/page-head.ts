/**
 * Titles and descriptions of the pages search engines index, written once: the server's
 * render puts them into the page's head (app/head/page-head.ts) and the app keeps
 * document.title and the description up to date as the visitor moves between pages.
 */
import type { HotelWire } from '@staylane/domain';
import { useEffect } from 'react';

export const SITE_NAME = 'Staylane';
/** index.html's own description, for the pages that have none of their own. */
export const SITE_DESCRIPTION =
  'Staylane: book rooms, homes and apartments in cities around the world.';

/** Search results show about 155 characters of a description. */
const DESCRIPTION_CHARS = 155;

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > DESCRIPTION_CHARS ? `${flat.slice(0, DESCRIPTION_CHARS - 1)}…` : flat;
}

export interface PageText {
  title: string;
  description: string;
}

export function hotelPageText(hotel: HotelWire): PageText {
  return {
    title: `${hotel.HotelName}, ${hotel.loc_City} · ${SITE_NAME}`,
    description: shortened(
      `${hotel.HotelName} in ${hotel.loc_City}, ${hotel.loc_Country}. ${hotel.HotelDescription}`,
    ),
  };
}

/** `place` as the heading names it, undefined for every city. */
export function hotelListText(place: string | undefined): PageText {
  return place
    ? {
        title: `Hotels in ${place} · ${SITE_NAME}`,
        description: `Hotels in ${place}: compare rooms and prices, and book online with ${SITE_NAME}.`,
      }
    : {
        title: `Hotels everywhere · ${SITE_NAME}`,
        description: `Hotels in cities around the world: compare rooms and prices, and book online with ${SITE_NAME}.`,
      };
}

/**
 * Sets the document's title and description while the page shows `text` (undefined: leaves
 * them), and puts index.html's back when it goes. Effects only: the server's render writes
 * the head itself.
 */
export function useDocumentHead(text: PageText | undefined): void {
  const title = text?.title;
  const description = text?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    document.title = title;
    meta?.setAttribute('content', description);
    return () => {
      document.title = SITE_NAME;
      meta?.setAttribute('content', SITE_DESCRIPTION);
    };
  }, [title, description]);
}
