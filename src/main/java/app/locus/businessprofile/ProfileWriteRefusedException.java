package app.locus.businessprofile;

import app.locus.base.LocusException;

/**
 * The platform refused a write because the merchant does not fully control the profile
 * (GBP_WRITE_REJECTED, has_voice_of_merchant false); nothing changed.
 */
public class ProfileWriteRefusedException extends LocusException {

	/** The code the service answers with. */
	public static final String CODE = "GBP_WRITE_REJECTED";

	public ProfileWriteRefusedException(String message, Throwable cause) {
		super(message, cause);
	}

}
