/** The birthdate picker's range (spec §9: the year picker spans 100 years back and 52 ahead; a birthdate is past). */
export function birthdateBounds(today: Date): { min: string; max: string } {
  const year = today.getFullYear();
  const yesterday = new Date(today.getTime() - 86_400_000);
  return { min: `${year - 100}-01-01`, max: yesterday.toISOString().slice(0, 10) };
}
