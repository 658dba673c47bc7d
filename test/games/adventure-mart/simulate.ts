// Kept for older notes: the simulator now knows Adventure Mart itself (test/sim/games.ts), so this
// is `npm run simulate -- --game adventure-mart ...` under another name.
process.argv.push('--game', 'adventure-mart');
await import('../../sim/simulate');
export {};
