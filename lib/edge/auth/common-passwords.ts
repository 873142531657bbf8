/**
 * Passwords of the allowed length (10 or more characters) that lead the published lists of passwords
 * seen in breaches: the UK NCSC's "100k most used passwords" (from Have I Been Pwned's Pwned Passwords)
 * and Mark Burnett's ten-million-password list, as collected in SecLists (Passwords/Common-Credentials).
 * Picked by hand, lower case; the network is not asked, so this works where the app has no way out.
 */
const COMMON_PASSWORDS = `
1234567890 0987654321 1111111111 0000000000 1234512345 1234554321 1122334455 1029384756 4815162342
12345678910 123456789a 123456789q 123456789z 123456789m 1234567891 123456654321 1123581321 9876543210
7894561230 1qaz2wsx3edc 1q2w3e4r5t 1q2w3e4r5t6y 1q2w3e4r5t6y7u 1qazxsw23edc 1qaz2wsx3e 1qaz2wsx3edc4rfv
q1w2e3r4t5 q1w2e3r4t5y6 qwertyuiop qwerty12345 qwerty123456 qwertyuiop1 qwerty1234 qwertyui123
qwertz1234 qwertzuiop azertyuiop asdfghjkl1 asdfghjkl; asdfghjklo zxcvbnm123 zxcvbnm1234 123qweasdzxc
123qweasd123 qweasdzxc123 qazwsxedc123 qazwsxedcrfv zaq12wsxcde 12345qwert 12345qwerty
qwert12345 abcd123456 abc1234567 abcdefghij abcdefg123 abcdef1234 a123456789 a1b2c3d4e5 aa12345678
password01 password12 password123 password1234 password12345 password123456 password2020 password2021
password2022 password2023 password2024 password2025 password2026 password123! password1! passw0rd123
p@ssw0rd123 p@ssword123 passwordpassword mypassword mypassword1 mypassword123 newpassword newpassword1
changeme123 changemenow letmein123 letmein1234 welcome123 welcome1234 welcome2020 welcome2024
iloveyou12 iloveyou123 iloveyou1234 iloveyou2 iloveyou!! iloveyouso iloveyoubaby iloveyoutoo
administrator admin12345 admin123456 adminadmin administrator1 rootroot12 trustno1234 superman123
basketball basketball1 football123 football12 baseball123 volleyball volleyball1 manchester manchester1
liverpool1 liverpool123 chelseafc1 realmadrid barcelona1 juventus123 arsenal123 manutd1234
sunshine123 princess123 princess12 butterfly1 butterfly123 chocolate1 chocolate123 strawberry
strawberry1 pineapple1 spiderman1 spiderman123 batman1234 superstar1 rockstar123 starwars123
blink182blink182 metallica1 slipknot666 linkinpark christopher christopher1 alexander1 elizabeth1
jennifer123 jessica123 michelle123 samantha123 stephanie1 jacqueline victoria123 valentina1
nicholas123 sebastian1 jonathan123 benjamin123 katherine1 christine1 christian1 charlotte1
dragonball dragonball1 pokemon123 minecraft1 minecraft123 playstation playstation1 playstation2
computer123 internet123 microsoft1 facebook123 google1234 hotmail123 yahoo12345 samsung123
motorola123 cocacola123 mercedes123 ferrari123 harleydavidson harrypotter harrypotter1 mustang123
1234qwerasdf 1234qwerty 12341234qwer 123abc123abc qwe123qwe123 abc123abc123 asdasdasd1 asdfasdfasdf
asdfqwerzxcv zxcvzxcvzxcv 147258369a 159753456852 147852369a 987654321a 7777777777 9999999999
5555555555 2222222222 3333333333 6666666666 8888888888 4444444444 1212121212 1231231231 1qaz1qaz1qaz
iloveyou1234 loveyou123 lovelove123 sweetheart sweetheart1 beautiful1 beautiful123 happiness1
blessed123 godisgood1 jesuschrist jesuslovesme jesus12345 bismillah1 1234567890a 1234567890q
thebest123 whatever12 whatever123 qwerty7890 zaq1xsw2cde3 1q2w3e4r5t6y7u8i 1q2w3e4r5t6y7u8i9o0p
`
  .split(/\s+/)
  .filter(Boolean);

const COMMON = new Set(COMMON_PASSWORDS);

/** Words that, with digits or symbols added, are still among the first guesses. */
const GUESSED_FIRST =
  /^(password|passw0rd|p@ssw0rd|p@ssword|qwerty|qwertyuiop|letmein|welcome|iloveyou|admin|administrator|changeme|abc|abcdef|trustno1)[\d\W_]*$/;

/** A run of one character, or of consecutive ones ("abcdefghij", "9876543210"). */
function isRun(password: string): boolean {
  const codes = [...password].map((char) => char.codePointAt(0) ?? 0);
  const step = codes[1] - codes[0];
  return Math.abs(step) <= 1 && codes.every((code, i) => i === 0 || code - codes[i - 1] === step);
}

/** Whether a password is one attackers try first: on the list above, a common word padded, or a run. */
export function isCommonPassword(password: string): boolean {
  const lower = password.trim().toLowerCase();
  return COMMON.has(lower) || GUESSED_FIRST.test(lower) || isRun(lower);
}
