package app.locus.twofactor;

import java.util.List;

/**
 * A new authenticator to set up, shown once: the QR code for the app, the same secret as
 * text for typing in by hand, and the recovery codes that become valid with it. None of
 * it is stored in clear, and none of it can be shown again.
 *
 * @param secret the Base32 secret, in groups of four for reading
 * @param qrCode the QR code of the {@code otpauth://} address, as an image address
 */
public record Enrolment(String secret, String qrCode, List<String> recoveryCodes) {

	public Enrolment {
		recoveryCodes = List.copyOf(recoveryCodes);
	}

	/** Keeps the secret and the codes out of logs and error messages. */
	@Override
	public String toString() {
		return "Enrolment[" + recoveryCodes.size() + " recovery codes]";
	}

}
