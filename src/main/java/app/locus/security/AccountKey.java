package app.locus.security;

import java.util.Optional;

import app.locus.base.EmailAddress;

/**
 * Whose failed sign-ins an attempt counts against (DD185): the account the typed address
 * finds, under whichever spelling the database's collation matches; for an address with
 * no account, the form that collation compares, so that guesses at accounts that do not
 * exist are counted alike.
 */
record AccountKey(String value) {

	static AccountKey of(LocusUser account) {
		return new AccountKey("user:" + account.id().value());
	}

	static AccountKey of(Optional<LocusUser> account, String typedEmail) {
		return account.map(AccountKey::of)
			.orElseGet(() -> new AccountKey("email:" + EmailAddress.collationKey(typedEmail)));
	}

}
