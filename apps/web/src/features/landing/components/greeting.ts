/** Greeting bands of spec 002 §2.3/§9: before 12, 12 to 17, after 17. */
export function greetingFor(hour: number): 'Good Morning' | 'Good Afternoon' | 'Good Evening' {
  if (hour < 12) return 'Good Morning';
  if (hour <= 17) return 'Good Afternoon';
  return 'Good Evening';
}
