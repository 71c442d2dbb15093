package app.locus.twofactor.repository;

/** An unused recovery code as stored: only its salted hash. */
public record StoredRecoveryCode(String id, String hash) {

	@Override
	public String toString() {
		return "StoredRecoveryCode[" + id + "]";
	}

}
