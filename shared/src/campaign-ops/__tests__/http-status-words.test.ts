/** @jest-environment node */
import { STATUS_CODES } from 'node:http';
import { HTTP_STATUS_WORDS } from '../http-status-words';

it("names every status with Node's own words, so a check says what it said with Node", () => {
  expect(HTTP_STATUS_WORDS).toEqual(
    Object.fromEntries(Object.entries(STATUS_CODES).map(([code, words]) => [Number(code), words])),
  );
});
