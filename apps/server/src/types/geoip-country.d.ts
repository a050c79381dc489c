declare module 'geoip-country' {
  interface Lookup {
    range: [number, number];
    country: string;
  }
  const geoip: { lookup(address: string): Lookup | null };
  export default geoip;
}
