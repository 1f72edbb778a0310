import type { QueryClient } from '@tanstack/react-query';
import { adminKeys, publicHotelKeys } from './keys';

/** After a hotel write: the admin list and every public page that shows hotels. */
export async function invalidateHotelLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.hotels() }),
    ...publicHotelKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
