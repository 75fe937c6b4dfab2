/** How a reader is named on their profile: the full name, else the name, else the userName. */
export function displayNameOf(profile: { fullName: string | null; name: string | null; userName: string }): string {
  return profile.fullName?.trim() || profile.name?.trim() || profile.userName;
}
