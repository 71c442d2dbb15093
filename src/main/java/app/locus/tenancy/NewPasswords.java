package app.locus.tenancy;

import app.locus.base.AgencyId;
import app.locus.base.Validation;
import app.locus.tenancy.repository.AgencyRepository;

import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Component;

/**
 * Where every password that is being set passes: the {@link PasswordPolicy} for its owner
 * (their address and their agency's name), then the hash that is stored.
 */
@Component
public class NewPasswords {

	private final PasswordEncoder encoder;

	private final AgencyRepository agencies;

	NewPasswords(PasswordEncoder encoder, AgencyRepository agencies) {
		this.encoder = encoder;
		this.agencies = agencies;
	}

	/** The policy, as the {@code password} field's errors. */
	public void check(Validation validation, String password, String email, AgencyId agency) {
		PasswordPolicy.check(validation, password, owner(email, agency));
	}

	/** The policy and the {@code confirmation} field typed alike. */
	public void checkChosen(Validation validation, String password, String confirmation, String email,
			AgencyId agency) {
		PasswordPolicy.checkChosen(validation, password, confirmation, owner(email, agency));
	}

	/** The hash to store (only for a password that passed the policy). */
	public String hash(String password) {
		return encoder.encode(password);
	}

	private PasswordPolicy.Owner owner(String email, AgencyId agency) {
		return new PasswordPolicy.Owner(email, agencies.branding(agency).map(Branding::displayName).orElse(null));
	}

}
