/**
 * The hotel chosen in the back office's one switcher, kept in the address (?hotel=ID) so a
 * deep link, a reload and Back all show the same hotel, and every screen reads the same one.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { HOTEL_PARAM } from '../../routes/screens';

export function useChosenHotel() {
  const [params, setParams] = useSearchParams();
  const hotelId = params.get(HOTEL_PARAM) || undefined;
  const choose = useCallback(
    (id: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(HOTEL_PARAM, id);
        else next.delete(HOTEL_PARAM);
        return next;
      }),
    [setParams],
  );
  return { hotelId, choose };
}
