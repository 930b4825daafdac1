import { z } from 'zod';

/** Extraction cases: a page, a schema (and instruction), and the right data, or a hand-over. */
export interface ExtractCase {
  page: string;
  instruction?: string;
  schema: z.ZodObject;
  expected: Record<string, unknown> | 'handover';
  /** Text to wait for before the snapshot (a list that arrives late). */
  waitFor?: string;
}

export const EXTRACT_CORPUS: ExtractCase[] = [
  { page: 'offline/invoice.html', schema: z.object({ customer: z.string(), status: z.string() }), expected: { customer: 'Acme Corp', status: 'Paid' } },
  { page: 'offline/invoice.html', schema: z.object({ subtotal: z.number(), tax: z.number(), totalDue: z.number() }), expected: { subtotal: 120, tax: 24, totalDue: 144 } },
  { page: 'offline/invoice.html', instruction: 'the invoice total', schema: z.object({ total: z.number() }), expected: { total: 144 } },
  { page: 'offline/invoice.html', schema: z.object({ issued: z.string().describe('issue date') }), expected: { issued: '2026-03-14' } },
  {
    page: 'offline/invoice.html',
    schema: z.object({ lines: z.array(z.object({ item: z.string(), quantity: z.number(), unitPrice: z.number() })) }),
    expected: { lines: [{ item: 'Widget', quantity: 2, unitPrice: 40 }, { item: 'Gadget', quantity: 1, unitPrice: 40 }] },
  },
  { page: 'offline/invoice.html', schema: z.object({ customerEmail: z.string() }), expected: 'handover' },
  { page: 'offline/invoice.html', instruction: 'summarize the invoice', schema: z.object({ summary: z.string() }), expected: 'handover' },
  { page: 'offline/invoice.html', schema: z.object({ customer: z.object({ name: z.string() }) }), expected: 'handover' },
  { page: 'offline/invoice.html', schema: z.object({ customer: z.string(), note: z.string().optional() }), expected: { customer: 'Acme Corp' } },
  {
    page: 'table.html',
    schema: z.object({ regions: z.array(z.object({ region: z.string(), q1: z.number(), q4: z.number() })) }),
    expected: { regions: [{ region: 'North', q1: 120, q4: 150 }, { region: 'South', q1: 98, q4: 121 }, { region: 'East', q1: 143, q4: 160 }, { region: 'West', q1: 87, q4: 104 }] },
  },
  { page: 'table.html', instruction: 'the region with the highest Q4', schema: z.object({ region: z.string() }), expected: 'handover' },
  { page: 'frames.html', schema: z.object({ orderTotal: z.number() }), expected: { orderTotal: 42 } },
  {
    page: 'offline/shop.html',
    schema: z.object({ products: z.array(z.object({ name: z.string(), price: z.number() })) }),
    expected: { products: [{ name: 'Blue Mug', price: 12 }, { name: 'Red Mug', price: 10 }, { name: 'Green Teapot', price: 30 }, { name: 'Oak Coaster', price: 4.5 }] },
  },
  { page: 'offline/shop.html', instruction: 'price of the cheapest mug', schema: z.object({ price: z.number() }), expected: 'handover' },
  { page: 'offline/shop.html', schema: z.object({ cart: z.string() }), expected: { cart: 'empty' } },
  { page: 'offline/shop.html', schema: z.object({ price: z.number() }), expected: 'handover' },
  { page: 'offline/todo.html', schema: z.object({ tasks: z.array(z.string()) }), expected: { tasks: ['Buy milk', 'Call the bank', 'Water the plants'] } },
  { page: 'offline/search.html', schema: z.object({ popular: z.array(z.string()) }), expected: { popular: ['Installing the CLI', 'Configuration file', 'Running in CI'] } },
  { page: 'late-list.html', waitFor: 'A-102', schema: z.object({ orders: z.array(z.string()) }), expected: { orders: ['A-100: Blue mug', 'A-101: Desk lamp', 'A-102: Oak shelf'] } },
  { page: 'late-list.html', waitFor: 'A-102', schema: z.object({ orders: z.array(z.object({ id: z.string(), item: z.string() })) }), expected: 'handover' },
  {
    page: 'offline/pricing.html',
    schema: z.object({ plans: z.array(z.object({ name: z.string(), price: z.string() })) }),
    expected: { plans: [{ name: 'Free', price: '$0 per month' }, { name: 'Pro', price: '$29 per month' }, { name: 'Team', price: '$99 per month' }] },
  },
  {
    page: 'offline/articles.html',
    schema: z.object({ posts: z.array(z.object({ title: z.string(), url: z.string() })) }),
    expected: { posts: [{ title: 'Testing with real browsers', url: '/offline/articles.html#post-1' }, { title: 'Flaky tests and how to fix them', url: '/offline/articles.html#post-2' }, { title: 'Why snapshots beat screenshots', url: '/offline/articles.html#post-3' }] },
  },
  {
    page: 'offline/users.html',
    schema: z.object({ members: z.array(z.object({ name: z.string(), email: z.string(), role: z.string() })) }),
    expected: { members: [{ name: 'Ada Lovelace', email: 'ada@example.com', role: 'Admin' }, { name: 'Alan Turing', email: 'alan@example.com', role: 'Editor' }, { name: 'Grace Hopper', email: 'grace@example.com', role: 'Viewer' }] },
  },
  { page: 'forms.html', schema: z.object({ country: z.string(), email: z.string() }), expected: { country: 'Choose…', email: '' } },
  { page: 'forms.html', schema: z.object({ sendMeNews: z.boolean(), acceptTerms: z.boolean() }), expected: { sendMeNews: true, acceptTerms: false } },
  { page: 'offline/tabs.html', schema: z.object({ displayName: z.string(), language: z.string(), darkMode: z.boolean() }), expected: { displayName: 'Sam', language: 'English', darkMode: false } },
  { page: 'offline/duplicates.html', schema: z.object({ note: z.string() }), expected: 'handover' },
  { page: 'offline/pricing.html', schema: z.object({ price: z.number() }), expected: 'handover' },
];
