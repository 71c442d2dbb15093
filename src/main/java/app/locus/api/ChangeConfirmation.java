package app.locus.api;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

import app.locus.businessprofile.ProfileChange;
import app.locus.businessprofile.ProfileChangeJson;

/**
 * The confirmation of one profile change for an assistant: a digest of the workspace, the
 * place and the change, so that a confirmation given for one change does not send
 * another. It proves nothing about the caller; the token does that.
 */
final class ChangeConfirmation {

	private static final int SHOWN = 16;

	private ChangeConfirmation() {
	}

	static String of(String workspace, String place, ProfileChange change) {
		try {
			MessageDigest sha = MessageDigest.getInstance("SHA-256");
			byte[] digest = sha.digest((workspace + "\n" + place + "\n" + ProfileChangeJson.write(change))
				.getBytes(StandardCharsets.UTF_8));
			return "chg_" + HexFormat.of().formatHex(digest).substring(0, SHOWN);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA-256 is part of every Java runtime", ex);
		}
	}

}
