/** A room type's imported calendars, each with its health; cards, so a phone reads them too. */
import { useCalendarFeeds } from '../../api/calendar-feeds';
import { FeedCard } from './feed-card';
import { LoadError, Skeleton } from '../skeleton';

export function FeedList({ roomId, roomName }: { roomId: string; roomName: string }) {
  const feeds = useCalendarFeeds(roomId);
  if (feeds.isPending) return <Skeleton label={`Loading the feeds of ${roomName}`} />;
  if (feeds.isError) return <LoadError error={feeds.error} />;
  const list = feeds.data.data;
  if (list.length === 0) {
    return <p className="text-sm text-slate-600">No feed is imported into {roomName} yet.</p>;
  }
  return (
    <ul className="flex flex-col gap-3" aria-label={`Feeds of ${roomName}`}>
      {list.map((feed) => (
        <li key={feed.id}>
          <FeedCard feed={feed} />
        </li>
      ))}
    </ul>
  );
}
