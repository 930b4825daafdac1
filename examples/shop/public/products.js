// The catalogue, shared by every page of the demo shop.
export const PRODUCTS = [
  { id: 'blue-mug', name: 'Blue Mug', price: 12.0, category: 'Mugs', description: 'A 350 ml stoneware mug in deep blue. Dishwasher safe.' },
  { id: 'red-mug', name: 'Red Mug', price: 12.0, category: 'Mugs', description: 'A 350 ml stoneware mug in bright red. Dishwasher safe.' },
  { id: 'travel-mug', name: 'Travel Mug', price: 24.5, category: 'Mugs', description: 'Keeps coffee hot for six hours. Leak-proof lid.' },
  { id: 'green-teapot', name: 'Green Teapot', price: 38.0, category: 'Tea', description: 'A one-litre cast-iron teapot with a removable infuser.' },
  { id: 'sencha-tea', name: 'Sencha Tea', price: 9.75, category: 'Tea', description: '100 g of loose-leaf green tea from Shizuoka.' },
  { id: 'earl-grey', name: 'Earl Grey Tea', price: 8.5, category: 'Tea', description: '100 g of black tea with bergamot.' },
  { id: 'french-press', name: 'French Press', price: 29.0, category: 'Coffee', description: 'An 800 ml glass French press with a steel frame.' },
  { id: 'coffee-beans', name: 'Coffee Beans', price: 14.0, category: 'Coffee', description: '500 g of medium-roast beans from Colombia.' },
  { id: 'milk-frother', name: 'Milk Frother', price: 19.99, category: 'Coffee', description: 'A battery-powered handheld frother.' },
  { id: 'coaster-set', name: 'Coaster Set', price: 15.0, category: 'Home', description: 'Four cork coasters in a wooden holder.' },
  { id: 'tea-towel', name: 'Tea Towel', price: 7.0, category: 'Home', description: 'A linen tea towel with a mug print.' },
  { id: 'gift-card', name: 'Gift Card', price: 50.0, category: 'Gifts', description: 'A $50 gift card, delivered by email.' },
];

export const money = (amount) => `$${amount.toFixed(2)}`;
export const findProduct = (id) => PRODUCTS.find((p) => p.id === id);
