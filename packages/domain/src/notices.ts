/**
 * Texts of the spec's error catalogue (§8) and notices (§2, §4) that both the server and the
 * web app show, written once so they cannot drift apart. Odd spellings are the spec's.
 */
export const NOTICES = {
  newsletterFailure: 'Invalid Email, please try again',
  newsletterSuccess: 'Newsletter subscription added. Thank you for suscribing',
  couponWrong: 'This coupon code does not seem correct, try again!',
  couponRight: 'Coupon received. enjoy your discount!',
  loginFailure: 'Invalid Email or Password',
  recoverySent: 'we are sending you an email with a provisional password.',
  profileUpdated: 'Profile Updated!',
  passwordUpdated: 'Password Updated!',
  hotelCreated: 'Hotel created successfully',
  hotelUpdated: 'Hotel Updated',
  roomUpdated: 'Room Updated',
  somethingWentWrong: 'Something went wrong',
  savingChanges: 'Saving changes...',
  processingPayment: 'We are processing your payment',
  notFound: "There's nothing here :(",
} as const;
