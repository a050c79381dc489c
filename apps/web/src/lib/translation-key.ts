/**
 * Marks a string as a translation key kept for later use (in a table or config), so the
 * locale test finds it as it finds a translation call, and fails when a dictionary lacks it.
 */
export function translationKey<const Key extends string>(key: Key): Key {
  return key;
}
