import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('lists only the fields whose value changed, before and after', () => {
    expect(
      changedFields(
        { name: 'Aurora', stars: 4, tags: ['Bar'], note: null },
        { name: 'Aurora Bay', stars: 4, tags: ['Bar', 'Pool'], note: null },
      ),
    ).toEqual([
      { field: 'name', before: 'Aurora', after: 'Aurora Bay' },
      { field: 'tags', before: '["Bar"]', after: '["Bar","Pool"]' },
    ]);
  });

  it('shows a created entity’s fields as new and a deleted one’s as gone', () => {
    expect(changedFields(null, { name: 'Aurora', note: null })).toEqual([
      { field: 'name', before: '—', after: 'Aurora' },
      { field: 'note', before: '—', after: 'empty' },
    ]);
    expect(changedFields({ id: 3 }, null)).toEqual([{ field: 'id', before: '3', after: '—' }]);
  });
});
