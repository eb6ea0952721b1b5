// Trips and bookings tables (tours, travels, coordinators, bookings, travellers, payments).
export {};
