import assert from 'node:assert/strict';
import {test} from 'node:test';
import {shortDate} from '../../src/lib/short-date.mjs';

test('shortDate writes every day of 2020 to 2031 as English Intl does, in UTC', () => {
  const intl = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  const day = 24 * 60 * 60 * 1000;
  let checked = 0;
  // Late in the UTC day, where a formatter in local time would move to the next day.
  for (let t = Date.UTC(2020, 0, 1, 23, 59); t < Date.UTC(2032, 0, 1); t += day) {
    const date = new Date(t);
    assert.equal(shortDate(date), intl.format(date), date.toISOString());
    checked++;
  }
  assert.equal(checked, 4383);
});
