import type { HotelWire } from '@staylane/domain';

/** The hotel's contact details beside the booking card. */
export function ContactCard({ hotel }: { hotel: HotelWire }) {
  const website = hotel.Website.startsWith('http') ? hotel.Website : `https://${hotel.Website}`;
  const link =
    'rounded font-medium text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500 break-all';
  return (
    <section
      aria-labelledby="contact-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="contact-title" className="font-display text-xl font-bold text-ink">
        Contact info
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="text-slate-500">Phone</dt>
          <dd>
            <a className={link} href={`tel:${hotel.PhoneNumber}`}>
              {hotel.PhoneNumber}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Email</dt>
          <dd>
            <a className={link} href={`mailto:${hotel.Email}`}>
              {hotel.Email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Website</dt>
          <dd>
            <a className={link} href={website} target="_blank" rel="noreferrer noopener">
              {hotel.Website}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Address</dt>
          <dd className="text-slate-700">
            {[hotel.loc_Place, hotel.loc_City, hotel.loc_State, hotel.loc_Country]
              .filter(Boolean)
              .join(', ')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
