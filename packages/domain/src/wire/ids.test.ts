import { describe, expect, it } from 'vitest';
import { ID_MAX, idToWire, wireIdFromText } from './id-text';
import { idInputSchema, wireIdSchema } from './ids';

describe('ids on the wire', () => {
  const id = idInputSchema('id must be an id', 'id is too large');

  it('sends a database id as its digits', () => {
    expect(idToWire(12)).toBe('12');
    expect(wireIdSchema.parse('12')).toBe('12');
    expect(wireIdSchema.safeParse(12).success).toBe(false);
  });

  it.each([['12'], [12], ['012'], [String(ID_MAX)]])('reads %j as the database id', (given) => {
    expect(id.parse(given)).toBe(Number(given));
  });

  it.each([['12abc'], ['-1'], [-1], ['1.5'], [1.5], ['1e3'], [' 12'], [''], [0], ['0'], [null]])(
    'refuses %j',
    (given) => {
      const parsed = id.safeParse(given);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('id must be an id');
    },
  );

  it('says when an id is past the integer column', () => {
    expect(id.safeParse(ID_MAX + 1).error?.issues[0]?.message).toBe('id is too large');
  });

  it('reads an address’s id as the answers spell it', () => {
    expect(wireIdFromText('012')).toBe('12');
    expect(wireIdFromText('12')).toBe('12');
    for (const bad of ['12abc', '-1', '1.5', '', null, undefined]) {
      expect(wireIdFromText(bad)).toBeUndefined();
    }
  });

  it('reads text as idInputSchema does, without zod', () => {
    const texts = ['1', '0', '00', '007', ' 1', '1 ', '+1', '1e3', '0x1', '１', String(ID_MAX)];
    texts.push(String(ID_MAX + 1), '9999999999', '12345678901', '0000000001', '00000000001');
    for (const text of texts) {
      const parsed = idInputSchema('').safeParse(text);
      expect(wireIdFromText(text), text).toBe(parsed.success ? idToWire(parsed.data) : undefined);
    }
  });
});
