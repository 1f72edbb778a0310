import { BookingSteps } from '../components/booking-steps';
import { Hero } from '../components/hero';
import { LazyHomeReviews } from '../components/lazy-home-reviews';
import { Newsletter } from '../components/newsletter';
import { TopOffers } from '../components/top-offers';

/** Home of product §2: search, top offers and destinations, booking steps, reviews and newsletter. */
export function HomePage() {
  return (
    <main>
      <Hero />
      <TopOffers />
      <BookingSteps />
      <section
        aria-labelledby="reviews-title"
        className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2"
      >
        <div>
          <h2 id="reviews-title" className="font-display text-3xl font-extrabold text-ink">
            What our guests say
          </h2>
          <div className="mt-6">
            <LazyHomeReviews />
          </div>
        </div>
        <div className="lg:pt-14">
          <Newsletter />
        </div>
      </section>
    </main>
  );
}
