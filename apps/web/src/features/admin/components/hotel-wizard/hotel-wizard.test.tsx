import { sampleHotel } from '@staylane/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { png, renderAdmin, scriptApi, stubUploads } from '@/test/admin/render';
import { HotelWizard, UPDATE_CONFIRM_MESSAGE, UPDATE_CONFIRM_TITLE } from './hotel-wizard';

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next step' }));
const back = () => userEvent.click(screen.getByRole('button', { name: 'Previous step' }));
const field = (label: string) => screen.getByLabelText(label, { exact: true });

/** Pastes instead of typing key by key: the same events for the form, a fraction of the time. */
async function type(label: string, text: string) {
  await userEvent.click(field(label));
  await userEvent.paste(text);
}

async function fillCreateSteps(user = userEvent.setup()) {
  await type('Name', 'Hotel Nube');
  await type('Website', 'www.nube.com');
  await type('Phone number', '6015550101');
  await type('Email', 'hola@nube.com');
  await type('Description', 'Above the clouds.');
  await user.selectOptions(field('Tag 1'), 'Bar');
  await user.selectOptions(field('Tag 2'), 'Dinner');
  await user.upload(field('Front image'), png('front.png'));
  await screen.findByRole('img', { name: 'Front image 1' });
  await next();
  await type('Address', 'Calle 1');
  await type('City', 'Bogotá');
  await type('State', 'Cundinamarca');
  await type('Country', 'Colombia');
  await type('Latitude', '4.6');
  await type('Longitude', '-74.08');
  await next();
  await type('Popularity #', '80');
  await type('Trending #', '3');
  for (const name of ['Facebook', 'Instagram', 'Twitter', 'Pinterest']) {
    await type(name, `${name.toLowerCase()}.com/nube`);
  }
  await next();
  await next();
  await type('Room name', 'Cloud');
  await type('Amenities', 'wifi tv');
  await type('Inclusions', 'breakfast, parking');
  await type("Room's Price", '99');
  await type("Room's description", 'Soft.');
  await user.upload(field('Room Image'), png('room.png'));
  await screen.findByRole('img', { name: 'Room Image 1' });
  await user.click(screen.getByRole('button', { name: 'Create Room' }));
  await screen.findByText('Rooms created 1');
}

beforeEach(() => stubUploads());
afterEach(() => vi.unstubAllGlobals());

// Typing a whole hotel with user-event takes seconds on a loaded machine (two of these tests
// passed the default five seconds at load 9–13): the steps are what is proved, not the speed.
describe('HotelWizard steps', { timeout: 30_000 }, () => {
  it('stays on step 1 with the spec messages until it validates', async () => {
    renderAdmin(<HotelWizard mode="create" />);
    expect(screen.getByRole('heading', { name: 'Hotel Creation' })).toBeInTheDocument();
    await next();
    for (const message of [
      'Enter the name of the hotel',
      'Enter your website',
      "Please enter the hotel's number",
      "Please enter the hotel's email",
      "Enter your hotel's description",
      'Choose two tags',
      'Please upload, at least, one picture',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('Step 1 / 5')).toBeInTheDocument();

    await userEvent.type(field('Phone number'), '12a');
    await userEvent.type(field('Website'), 'nube');
    await next();
    expect(await screen.findByText('Only numbers are valid')).toBeInTheDocument();
    expect(screen.getByText('Invalid Website')).toBeInTheDocument();
  });

  it('moves forward only when the step validates, and back without validation', async () => {
    renderAdmin(<HotelWizard mode="edit" hotel={sampleHotel} />);
    expect(screen.getByRole('heading', { name: 'Updating Hotel Sol' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Hotel Sol');
    await next();
    expect(await screen.findByText('Step 2 / 5')).toBeInTheDocument();

    await userEvent.clear(field('City'));
    await userEvent.clear(field('Latitude'));
    await next();
    expect(await screen.findByText("Enter the hotel's city")).toBeInTheDocument();
    expect(screen.getByText("Enter the hotel's latitude")).toBeInTheDocument();
    expect(screen.getByText('Step 2 / 5')).toBeInTheDocument();

    // Back with the step still invalid, then forward again: what was typed is kept.
    await back();
    expect(await screen.findByText('Step 1 / 5')).toBeInTheDocument();
    await next();
    expect(await screen.findByText('Step 2 / 5')).toBeInTheDocument();
    expect(field('City')).toHaveValue('');
    expect(field('State')).toHaveValue('Bolívar');
  });

  it('wraps from step 1 back to step 5, and sends the admin to an incomplete step on save', async () => {
    const sent = scriptApi(() => ({ status: 500, body: { message: 'no', code: 'X' } }));
    renderAdmin(<HotelWizard mode="create" />);
    await back();
    expect(await screen.findByText('Step 5 / 5')).toBeInTheDocument();
    expect(screen.getByText('No Rooms have been created')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Hotel' }));
    expect(await screen.findByText('Step 1 / 5')).toBeInTheDocument();
    expect(await screen.findByText('Enter the name of the hotel')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('in edit mode asks before updating, then shows Hotel Updated and returns to step 1', async () => {
    const sent = scriptApi((request) =>
      request.method === 'PUT'
        ? {
            status: 200,
            body: { message: 'Hotel Updated', data: { ...sampleHotel, HotelName: 'Hotel Luna' } },
          }
        : undefined,
    );
    renderAdmin(<HotelWizard mode="edit" hotel={sampleHotel} />);
    await userEvent.clear(field('Name'));
    await userEvent.type(field('Name'), 'Hotel Luna');
    for (const step of [2, 3, 4, 5]) {
      await next();
      await screen.findByText(`Step ${step} / 5`);
    }
    // Existing rooms cannot be deleted while editing.
    expect(screen.getByText('Room 1 :: Double')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete Room/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Update Hotel' }));
    const dialog = await screen.findByRole('dialog', { name: UPDATE_CONFIRM_TITLE });
    expect(within(dialog).getByText(UPDATE_CONFIRM_MESSAGE)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Hotel Updated')).toBeInTheDocument();
    expect(await screen.findByText('Step 1 / 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Updating Hotel Luna' })).toBeInTheDocument();
    const put = sent.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`/api/hotels/${sampleHotel.id}`);
    expect(put?.body).toMatchObject({
      HotelName: 'Hotel Luna',
      HotelId: sampleHotel.HotelId,
      SpecialTags: 'NoTag',
      CheckInHour: 15,
      Rooms: { create: [{ id: sampleHotel.Rooms[0]!.id, RoomName: 'Double', Units: 4 }] },
    });
  });

  // Types every field of three steps: 1.3 s alone, over 5 s on a machine busy with other work.
  it('creates a hotel with what the admin entered and starts again empty', async () => {
    const sent = scriptApi((request) =>
      request.method === 'POST'
        ? { status: 201, body: { message: 'Hotel created successfully', data: sampleHotel } }
        : undefined,
    );
    renderAdmin(<HotelWizard mode="create" />);
    await fillCreateSteps();
    await userEvent.click(screen.getByRole('button', { name: 'Create Hotel' }));
    expect(await screen.findByText('Hotel created successfully')).toBeInTheDocument();
    expect(await screen.findByText('Step 1 / 5')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({
      HotelName: 'Hotel Nube',
      PhoneNumber: '6015550101',
      Tags: 'Bar-/-Dinner',
      PopularityNumber: 80,
      TrendingNumber: 3,
      CheckInHour: 14,
      CheckOutHour: 11,
      SpecialTags: 'NoTag',
      Rooms: {
        create: [
          {
            RoomName: 'Cloud',
            Amenities: 'wifi-/-tv',
            Inclusions: 'breakfast-/-parking',
            OriginalPricePerNight: 99,
            Discount: 0,
            Units: 1,
          },
        ],
      },
    });
  });

  it("on a failed creation says 'Something went wrong' and starts again from step 1, cleared", async () => {
    scriptApi(() => ({ status: 500, body: { message: 'Down', code: 'INTERNAL' } }));
    renderAdmin(<HotelWizard mode="create" />);
    await fillCreateSteps();
    await userEvent.click(screen.getByRole('button', { name: 'Create Hotel' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(await screen.findByText('Step 1 / 5')).toBeInTheDocument();
    expect(field('Name')).toHaveValue('');
    await back();
    expect(await screen.findByText('No Rooms have been created')).toBeInTheDocument();
  });
});

describe('the cancellation policy in step 5', { timeout: 30_000 }, () => {
  it('sends the policy and a non-refundable room with a new hotel', async () => {
    const sent = scriptApi((request) =>
      request.method === 'POST'
        ? { status: 201, body: { message: 'Hotel created successfully', data: sampleHotel } }
        : undefined,
    );
    const user = userEvent.setup();
    renderAdmin(<HotelWizard mode="create" />);
    await fillCreateSteps(user);
    // The policy starts at the default: free until 1 day before, then the first night.
    expect(field('Free cancellation until (days before check-in)')).toHaveValue('1');
    expect(field('Penalty after that')).toHaveValue('FirstNight');
    await user.clear(field('Free cancellation until (days before check-in)'));
    await type('Free cancellation until (days before check-in)', '3');
    await user.selectOptions(field('Penalty after that'), 'WholeStay');
    await user.selectOptions(field("Hotel's time zone"), 'Europe/Rome');
    await user.click(screen.getByRole('button', { name: 'Edit Room 1 :: Cloud' }));
    await user.click(screen.getByRole('checkbox', { name: 'Non-refundable' }));
    await user.click(screen.getByRole('button', { name: 'Update Room' }));
    await user.click(screen.getByRole('button', { name: 'Create Hotel' }));
    expect(await screen.findByText('Hotel created successfully')).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      CancellationPolicy: {
        FreeCancellationDays: 3,
        Penalty: 'WholeStay',
        TimeZone: 'Europe/Rome',
      },
      Rooms: { create: [{ RoomName: 'Cloud', NonRefundable: true }] },
    });
  });

  it('refuses days out of range with its message and sends nothing', async () => {
    const sent = scriptApi(() => undefined);
    const user = userEvent.setup();
    renderAdmin(<HotelWizard mode="create" />);
    await fillCreateSteps(user);
    await user.clear(field('Free cancellation until (days before check-in)'));
    await type('Free cancellation until (days before check-in)', '400');
    await user.tab();
    const message = 'Free cancellation days must be a whole number from 0 to 365';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Free cancellation until (days before check-in)')).toHaveAccessibleDescription(
      message,
    );
    await user.click(screen.getByRole('button', { name: 'Create Hotel' }));
    expect(screen.getByText('Step 5 / 5')).toBeInTheDocument();
    // Only reads (step 2's map asks for its tile address): no hotel is sent.
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('fills the policy from the hotel being edited', async () => {
    renderAdmin(
      <HotelWizard
        mode="edit"
        hotel={{
          ...sampleHotel,
          CancellationPolicy: { FreeCancellationDays: 7, Penalty: 'None', TimeZone: 'Asia/Tokyo' },
        }}
      />,
    );
    await back();
    expect(await screen.findByText('Step 5 / 5')).toBeInTheDocument();
    expect(field('Free cancellation until (days before check-in)')).toHaveValue('7');
    expect(field('Penalty after that')).toHaveValue('None');
    expect(field("Hotel's time zone")).toHaveValue('Asia/Tokyo');
  });
});
