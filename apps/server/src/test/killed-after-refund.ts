/**
 * The database as a process killed right after the payment provider refunded: the cancel's
 * own transaction commits, the next one (marking the booking cancelled) never happens.
 */
import type { Database } from '../db/database.js';

export function killedAfterRefund(db: Database): Database {
  let transactions = 0;
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return (...args: Parameters<Database['transaction']>) => {
          transactions += 1;
          if (transactions === 2) return Promise.reject(new Error('process killed'));
          return target.transaction(...args);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}
