/** Filling the hotel wizard as an admin does, step by step. */
import { expect, type Locator } from '@playwright/test';
import { pngFile } from './png';

export interface TestHotel {
  name: string;
  city: string;
  country: string;
}

export async function nextStep(wizard: Locator, expected: number) {
  await wizard.getByRole('button', { name: 'Next step' }).click();
  await expect(wizard.getByText(`Step ${expected} / 5`)).toBeVisible();
}

export async function fillBasics(wizard: Locator, hotel: TestHotel) {
  await wizard.getByLabel('Name', { exact: true }).fill(hotel.name);
  await wizard.getByLabel('Website').fill('www.zephyr-bay.example.com');
  await wizard.getByLabel('Phone number').fill('601 555 0101');
  await wizard.getByLabel('Email').fill('stay@zephyr-bay.example.com');
  await wizard.getByLabel('Description').fill('A quiet hotel on the bay, made by the admin tests.');
  await wizard.getByLabel('Tag 1').selectOption('Swimming');
  await wizard.getByLabel('Tag 2').selectOption('Breakfast');
  await wizard.getByLabel('Special tag').fill('Recommended');
  await wizard.getByLabel('Front image').setInputFiles(pngFile('front.png', [200, 90, 40]));
  await expect(wizard.getByRole('img', { name: 'Front image 1' })).toBeVisible();
}

export async function fillLocation(wizard: Locator, hotel: TestHotel) {
  await wizard.getByLabel('Address').fill('1 Harbour Road');
  await wizard.getByLabel('City').fill(hotel.city);
  await wizard.getByLabel('State').fill('Westshire');
  await wizard.getByLabel('Country').fill(hotel.country);
  await wizard.getByLabel('Latitude').fill('59.91');
  await wizard.getByLabel('Longitude').fill('10.75');
}

export async function fillSocial(wizard: Locator) {
  await wizard.getByLabel('Popularity #').fill('85');
  await wizard.getByLabel('Trending #').fill('12');
  await wizard.getByLabel('Facebook').fill('facebook.com/zephyrbay');
  await wizard.getByLabel('Instagram').fill('instagram.com/zephyrbay');
  await wizard.getByLabel('Twitter').fill('x.com/zephyrbay');
  await wizard.getByLabel('Pinterest').fill('pinterest.com/zephyrbay');
  await wizard.getByLabel('Check-in hour').selectOption('15');
  await wizard.getByLabel('Check-out hour').selectOption('10');
}

export async function fillGallery(wizard: Locator) {
  await wizard
    .getByLabel('Gallery images')
    .setInputFiles([
      pngFile('g1.png', [30, 120, 110]),
      pngFile('g2.png', [240, 180, 40]),
      pngFile('g3.png', [90, 60, 160]),
    ]);
  await expect(wizard.getByText('3 images were uploaded')).toBeVisible();
  await expect(wizard.getByRole('img', { name: /^Gallery images \d$/ })).toHaveCount(3);
}

export interface TestRoom {
  name: string;
  price: string;
  discount: string;
  units: string;
}

export async function createRoom(
  wizard: Locator,
  room: TestRoom,
  colour: [number, number, number],
) {
  await wizard.getByLabel('Room name').fill(room.name);
  await wizard.getByLabel('Amenities').fill('WiFi, Minibar, Desk');
  await wizard.getByLabel('Inclusions').fill('Breakfast Parking');
  await wizard.getByLabel("Room's Price").fill(room.price);
  await wizard.getByLabel("Room's discount").fill(room.discount);
  await wizard.getByLabel('Units per room').fill(room.units);
  await wizard.getByLabel("Room's description").fill(`The ${room.name} room, by the tests.`);
  await wizard.getByLabel('Room Image').setInputFiles(pngFile(`${room.name}.png`, colour));
  await expect(wizard.getByRole('img', { name: 'Room Image 1' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Create Room' }).click();
}
