/**
 * Two review cards (product §7): each from a random hotel among the first 15 of the static
 * hotel file and a random review among that hotel's first 3.
 */
import { HOME_REVIEW_CARDS, type HotelFileEntry, type HotelFileReview } from '@staylane/domain';
import { useMemo } from 'react';
import { Spinner } from '@/components/spinner';
import { useHotelDatabase } from '../api/get-hotel-database';
import { ReviewCard } from './review-card';

const HOTEL_POOL = 15;
const REVIEW_POOL = 3;

interface Pick {
  hotelName: string;
  review: HotelFileReview;
}

export function pickReviews(hotels: HotelFileEntry[], random: () => number = Math.random): Pick[] {
  const pool = hotels.slice(0, HOTEL_POOL).filter((hotel) => hotel.Reviews?.length);
  if (pool.length === 0) return [];
  const picks: Pick[] = [];
  for (let attempt = 0; picks.length < HOME_REVIEW_CARDS && attempt < 20; attempt += 1) {
    const hotel = pool[Math.floor(random() * pool.length)]!;
    const reviews = hotel.Reviews.slice(0, REVIEW_POOL);
    const review = reviews[Math.floor(random() * reviews.length)]!;
    // Two cards showing the same review would look broken.
    if (!picks.some((pick) => pick.review === review))
      picks.push({ hotelName: hotel.HotelName, review });
  }
  return picks;
}

export function HomeReviews() {
  const { data, isPending, isError } = useHotelDatabase();
  const picks = useMemo(() => (data ? pickReviews(data) : []), [data]);
  if (isPending) return <Spinner label="Loading reviews" />;
  if (isError || picks.length === 0) {
    return <p className="text-slate-500">Reviews from our guests will appear here soon.</p>;
  }
  return (
    <div className="grid gap-4">
      {picks.map((pick, index) => (
        <ReviewCard key={index} review={pick.review} hotelName={pick.hotelName} />
      ))}
    </div>
  );
}
