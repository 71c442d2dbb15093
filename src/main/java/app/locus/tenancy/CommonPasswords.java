package app.locus.tenancy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;

/**
 * The bundled list of common and breached passwords (lower case, one a line), read once:
 * the password list of the npm package {@code @zxcvbn-ts/language-common} 4.1.3 (MIT),
 * see DD107. A password is common when it, or its letters without the digits and symbols
 * around them ("Password2024!"), is on the list.
 */
final class CommonPasswords {

	static final String RESOURCE = "/passwords/common-passwords.txt";

	private static final Set<String> LIST = load();

	private CommonPasswords() {
	}

	/**
	 * @param lowerPassword the password in lower case
	 */
	static boolean contains(String lowerPassword) {
		return LIST.contains(lowerPassword) || LIST.contains(core(lowerPassword));
	}

	private static String core(String password) {
		int start = 0;
		int end = password.length();
		while (start < end && !Character.isLetter(password.codePointAt(start))) {
			start += Character.charCount(password.codePointAt(start));
		}
		while (end > start && !Character.isLetter(password.codePointBefore(end))) {
			end -= Character.charCount(password.codePointBefore(end));
		}
		return password.substring(start, end);
	}

	private static Set<String> load() {
		try (InputStream in = CommonPasswords.class.getResourceAsStream(RESOURCE)) {
			if (in == null) {
				throw new IllegalStateException("Missing " + RESOURCE);
			}
			Set<String> passwords = new HashSet<>();
			new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines()
				.filter(line -> !line.isEmpty())
				.forEach(passwords::add);
			return Set.copyOf(passwords);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
