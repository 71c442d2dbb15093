package app.locus.tenancy;

import java.util.Locale;
import java.util.regex.Pattern;

import app.locus.base.ValidationException;

/**
 * A host name that leads to an agency's portal: lower-case ASCII labels of letters,
 * digits and inner hyphens, dot-separated, at most 253 characters. International names
 * are entered in their ASCII (punycode) form, so look-alike letters cannot stand in for
 * another agency's host.
 */
public record HostName(String value) {

	private static final Pattern SHAPE = Pattern
		.compile("[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*");

	public HostName {
		if (value == null || value.length() > 253 || !SHAPE.matcher(value).matches()) {
			throw new IllegalArgumentException("Not a host name");
		}
	}

	/**
	 * Reads a host name typed by a person (surrounding spaces, upper case and one
	 * trailing dot are fine).
	 * @throws ValidationException for field {@code field} otherwise
	 */
	public static HostName parse(String text, String field) {
		String candidate = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
		if (candidate.endsWith(".")) {
			candidate = candidate.substring(0, candidate.length() - 1);
		}
		if (candidate.length() > 253 || !SHAPE.matcher(candidate).matches()) {
			throw ValidationException.of(field,
					"Enter a host name such as portal.example.com: letters a-z, digits, hyphens and dots only.");
		}
		return new HostName(candidate);
	}

	@Override
	public String toString() {
		return value;
	}

}
