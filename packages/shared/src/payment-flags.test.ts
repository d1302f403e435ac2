import { describe, expect, it } from 'vitest';
import { messageFlags } from './payment-flags';

describe('messageFlags', () => {
  it.each([
    'Please pay the advance of Rs 5000 to confirm the room',
    'Send token amount today, many people are interested',
    'Pay ₹2000 token to block the flat',
    'Booking amount is 10,000, transfer it tonight',
    'You need to pay the deposit before the visit',
    'Security deposit first, then I will share the address',
    'Pay first, then I will send the keys by courier',
    'No need to visit, pay the advance and the room is yours',
    'My UPI id is rahul.k@okaxis',
    'Send it by bank transfer, IFSC HDFC0001234',
    'Share your account number and I will tell you the amount',
    'GPay me the amount now',
    'Advance bhejo tabhi room hold hoga',
    'Token amount abhi bhej do',
    'Pehle payment karo phir visit',
    'UPI karo 9876543210 pe',
    'कृपया पहले टोकन राशि भेजें',
    'एडवांस भेजो, कमरा आपका',
    'पहले पैसे भेजो फिर चाबी मिलेगी',
  ])('flags a request for money up front: %s', (text) => {
    expect(messageFlags(text)).toEqual(['PAYMENT_REQUEST']);
  });

  it.each([
    'I paid the deposit after the visit',
    'Is the security deposit refundable?',
    'Can I come and see the room on Saturday?',
    'I will book the movers in advance',
    'No advance payment, you pay rent from the first month',
    'There is no token amount, just the deposit when you move in',
    'Advance nahi chahiye, pehle room dekh lo',
    'एडवांस नहीं लगेगा, पहले कमरा देख लीजिए',
    'I will pay first month rent on the day I move in',
    'The room is near the Paytm office in Noida',
    'Hello! Is the room still available from June?',
  ])('leaves an ordinary message alone: %s', (text) => {
    expect(messageFlags(text)).toEqual([]);
  });

  it('is not fooled by case, spacing or curly apostrophes', () => {
    expect(messageFlags('PAY   THE\nADVANCE')).toEqual(['PAYMENT_REQUEST']);
    expect(messageFlags('We don’t take any advance payment')).toEqual([]);
  });
});
