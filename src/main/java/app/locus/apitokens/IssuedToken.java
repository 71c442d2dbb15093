package app.locus.apitokens;

/**
 * A token just made: the only time its secret exists outside the caller's tool.
 */
public record IssuedToken(ApiToken token, String secret) {

	/** Keeps the secret out of logs and error messages. */
	@Override
	public String toString() {
		return "IssuedToken[" + token.id() + "]";
	}

}
