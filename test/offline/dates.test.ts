/**
 * Dates as testers write them and as fields show them (src/engine/offline/dates.ts): pure, no page.
 */
import { describe, expect, it } from 'vitest';
import { datesShown, formatDate, formatOfPattern, formatOfValue, readDate, readTime } from '../../src/engine/offline/dates.js';
import { dateInName, monthTitle } from '../../src/engine/offline/calendar-view.js';
import { dateAsk, fieldWords } from '../../src/engine/offline/rules/date-field.js';
import { parseGrammar } from '../../src/engine/offline/grammar.js';

const day = (year: number, month: number, d: number) => ({ date: { year, month, day: d } });

describe('readDate', () => {
  it('reads the common English forms', () => {
    expect(readDate('14 March 2027')).toEqual(day(2027, 3, 14));
    expect(readDate('March 14, 2027')).toEqual(day(2027, 3, 14));
    expect(readDate('Mar 14th 2027')).toEqual(day(2027, 3, 14));
    expect(readDate('the 14th of March, 2027')).toEqual(day(2027, 3, 14));
    expect(readDate('Sunday, 14 March 2027')).toEqual(day(2027, 3, 14));
    expect(readDate('2027-03-14')).toEqual(day(2027, 3, 14));
    expect(readDate('14/03/2027')).toEqual(day(2027, 3, 14));
    expect(readDate('03/14/2027')).toEqual(day(2027, 3, 14));
    expect(readDate('14.03.2027')).toEqual(day(2027, 3, 14));
  });

  it('refuses dates relative to today, day-month swaps and days that do not exist', () => {
    for (const words of ['tomorrow', 'today', 'next Friday', 'in 3 days', 'next week']) expect(readDate(words), words).toEqual({ refused: 'relative' });
    expect(readDate('03/04/2027')).toEqual({ refused: 'ambiguous' });
    expect(readDate('30 February 2027')).toEqual({ refused: 'no such day' });
  });

  it('is no date for other words and numbers', () => {
    for (const words of ['Paris', '1', '2027', 'months', 'yyyy-mm-dd', '12/31']) expect(readDate(words), words).toBeUndefined();
  });
});

describe('times and formats', () => {
  it('reads a time of day', () => {
    expect(readTime('18:00')).toEqual({ hour: 18, minute: 0 });
    expect(readTime('6:30 pm')).toEqual({ hour: 18, minute: 30 });
    expect(readTime('12 AM')).toEqual({ hour: 0, minute: 0 });
    expect(readTime('25:00')).toBeUndefined();
  });

  it('reads a format from a placeholder or a date shown, and writes a date in it', () => {
    const d = { year: 2027, month: 3, day: 4 };
    expect(formatDate(d, formatOfPattern('dd.mm.yyyy')!)).toBe('04.03.2027');
    expect(formatDate(d, formatOfPattern('MM/DD/YYYY')!)).toBe('03/04/2027');
    expect(formatDate(d, formatOfPattern('yyyy-mm-dd')!)).toBe('2027-03-04');
    expect(formatDate(d, formatOfValue('03/25/2027')!)).toBe('03/04/2027');
    expect(formatDate(d, formatOfValue('25/03/2027')!)).toBe('04/03/2027');
    expect(formatOfValue('03/04/2027')).toBeUndefined();
    expect(formatOfPattern('Select a date')).toBeUndefined();
    expect(formatOfPattern('dd/mm/yy')).toBeUndefined();
  });

  it('reads what a field shows after a pick, in each order that could have written it', () => {
    expect(datesShown('2027-03-14')).toEqual([{ year: 2027, month: 3, day: 14 }]);
    expect(datesShown('03/04/2027')).toEqual([{ year: 2027, month: 3, day: 4 }, { year: 2027, month: 4, day: 3 }]);
    expect(datesShown('Sun, March 14, 2027')).toEqual([{ year: 2027, month: 3, day: 14 }]);
    expect(datesShown('')).toEqual([]);
  });

  it('reads day cells named by dates and month titles', () => {
    expect(dateInName('March 14, 2027')).toEqual({ year: 2027, month: 3, day: 14 });
    expect(dateInName('Choose Sunday, March 14th, 2027')).toEqual({ year: 2027, month: 3, day: 14 });
    expect(dateInName('14')).toBeUndefined();
    expect(monthTitle('November 2026')).toEqual({ year: 2026, month: 11 });
    expect(monthTitle('Nov 14, 2026')).toBeUndefined();
  });
});

describe('a date given for a field, as the grammar reads the step', () => {
  const ask = (step: string) => {
    const form = parseGrammar(step);
    const out = form && dateAsk(form);
    return out && { field: out.field, date: out.date, time: out.time, refused: out.refused, typing: out.typing };
  };
  it('finds the field and the date in each phrasing', () => {
    expect(ask('set the check-in date to 14 March 2027')).toMatchObject({ field: 'check in date', date: { year: 2027, month: 3, day: 14 }, typing: false });
    expect(ask('pick March 14, 2027 as the check-in date')).toMatchObject({ field: 'check in date', date: { year: 2027, month: 3, day: 14 } });
    expect(ask('choose 18 March 2027 for check-out')).toMatchObject({ field: 'check out', date: { year: 2027, month: 3, day: 18 } });
    expect(ask('set Arrival time to 18:00')).toMatchObject({ field: 'arrival time', time: { hour: 18, minute: 0 } });
    expect(ask('set Meeting to 14 March 2027 at 18:30')).toMatchObject({ date: { year: 2027, month: 3, day: 14 }, time: { hour: 18, minute: 30 } });
    expect(ask('set the check-in date to tomorrow')).toMatchObject({ refused: 'relative' });
    expect(ask('type 04/15/2024 into the date field')).toMatchObject({ typing: true });
  });

  it('is nothing for values that are no date', () => {
    for (const step of ['set weekStart to 1', 'set format to "yyyy-mm-dd"', 'choose Paris', 'select Range as the type', 'choose 18 for the count']) expect(ask(step), step).toBeFalsy();
  });

  it('takes off the words that only say a field holds a date', () => {
    expect(fieldWords('check in date')).toBe('check in');
    expect(fieldWords('start date field')).toBe('start');
    expect(fieldWords('date')).toBe('');
    expect(fieldWords('arrival time')).toBe('arrival');
  });
});
