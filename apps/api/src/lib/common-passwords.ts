/**
 * Passwords that top the public breach-frequency lists (lower-cased), including German
 * favourites. Refused at sign-up and reset whatever the configured minimum length is.
 */
export const COMMON_PASSWORDS = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '12345678910', '111111', '000000',
  '123123', '654321', '666666', '121212', '112233', '987654321', '123321', '159753', '147258',
  '123qwe', 'qwerty', 'qwertz', 'qwerty123', 'qwertz123', 'qwertyuiop', 'asdfgh', 'asdfghjkl',
  'yxcvbnm', 'zxcvbnm', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4', 'password', 'password1',
  'password123', 'passwort', 'passwort1', 'passwort123', 'geheim', 'geheim123', 'hallo',
  'hallo123', 'hallo1234', 'iloveyou', 'ichliebedich', 'letmein', 'welcome', 'willkommen',
  'willkommen1', 'admin', 'admin123', 'administrator', 'abc123', 'abcdef', 'abcd1234',
  'monkey', 'dragon', 'master', 'sunshine', 'princess', 'football', 'fussball', 'baseball',
  'shadow', 'superman', 'batman', 'trustno1', 'starwars', 'pokemon', 'schalke04', 'bayern',
  'dortmund', 'hamburg', 'berlin', 'berlin123', 'deutschland', 'schatz', 'sommer', 'winter',
  'blume', 'hallo12', 'test', 'test123', 'test1234', 'testtest', 'changeme', 'login', 'secret',
  'freedom', 'whatever', 'killer', 'hunter', 'hunter2', 'qazwsx', 'michael', 'thomas',
  'andreas', 'daniel', 'nicole', 'jennifer', 'charlie', 'ficken', 'lol123', 'killer123',
  'bildung', 'bildungsurlaub', 'seminar', 'seminar123', 'aaaaaa', 'abc12345', 'passw0rd',
  'p@ssw0rd', 'p@ssword', '7777777', '88888888', '11111111', '00000000', '999999',
]);
