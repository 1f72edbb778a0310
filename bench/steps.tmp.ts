import { createDatabase, dropDatabase, query } from './lib/postgres.js';
import { startServer, tempDataDir } from './lib/server.js';
import { travellerTokens, isoDay } from './lib/booking-client.js';
import { sampleRooms } from './lib/booking-load.js';
const name = 'bench_steps';
const url = await createDatabase(name, 'bench_tpl_main');
const server = await startServer({ dataDir: await tempDataDir('steps'), databaseUrl: url });
try {
  const [token] = await travellerTokens(server.url, 1);
  const rooms = await sampleRooms(server.url, [100, 2000, 4000]);
  const post = async (path: string, body: unknown, extra: Record<string,string> = {}) => {
    const t = performance.now();
    const r = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...extra }, body: JSON.stringify(body) });
    const json = await r.json() as any;
    return { ms: performance.now() - t, status: r.status, json };
  };
  const times: Record<string, number[]> = { hold: [], card: [], checkout: [], booking: [] };
  if (process.argv[2] === 'log') await query(url, `alter database ${name} set log_statement = 'all'`);
  const n = Number(process.argv[3] ?? 30);
  for (let i = 0; i < n; i++) {
    const stay = { roomId: rooms[i % rooms.length], checkInDate: isoDay(20 + i * 3), checkOutDate: isoDay(22 + i * 3), guests: 1 };
    const hold = await post('/api/holds', stay); times.hold.push(hold.ms);
    const card = await post('/api/payment-methods', { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }); times.card.push(card.ms);
    const co = await post('/api/checkout', { paymentMethod: card.json.data.id, amount: hold.json.data.price.amountCents, source: 'bench', holdId: hold.json.data.id, coupon: null }); times.checkout.push(co.ms);
    const b = await post('/api/bookings', { holdId: hold.json.data.id, paymentId: co.json.payment.id, fullName: 'Bench Traveller', email: 'b@example.com', phoneNumber: '5551234567', SpecialReqs: '', NumberOfGuest: 1, CheckInDate: stay.checkInDate, CheckOutDate: stay.checkOutDate }, { 'idempotency-key': crypto.randomUUID() }); times.booking.push(b.ms);
    if (b.status > 201) console.log(b.status, b.json);
  }
  for (const [k, v] of Object.entries(times)) { v.sort((a,b)=>a-b); console.log(k, v[Math.floor(v.length/2)].toFixed(1), 'ms median'); }
} finally { await server.stop(); await dropDatabase(name); }
