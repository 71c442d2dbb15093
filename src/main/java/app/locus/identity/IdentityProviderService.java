package app.locus.identity;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.Clock;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditEntry.Outcome;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.NotFoundException;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.identity.ProviderDiscovery.DiscoveryFailedException;
import app.locus.identity.repository.IdentityProviderRepository;
import app.locus.identity.repository.StoredIdentityProvider;
import app.locus.tenancy.HostName;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.base.vault.SecretCipher;
import app.locus.base.vault.SealedSecret;

import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * An agency's own identity provider (OIDC) for signing in beside passwords (DD071).
 * Agency admins set it; the client secret is stored sealed under the vault's master key
 * and is never returned by any method. The login page may ask, without a session, whether
 * an agency offers it.
 */
@Service
@Transactional(readOnly = true)
public class IdentityProviderService {

	static final int MAX_DOMAINS = 20;

	private static final Pattern PROVIDER_NAME = Pattern.compile("[\\p{L}\\p{N} .'&()_-]{1,40}");

	private static final Pattern TOKEN = Pattern.compile("[\\x21-\\x7e]+");

	private final WorkspaceAccess access;

	private final IdentityProviderRepository providers;

	private final SecretCipher cipher;

	private final AuditLog audit;

	private final Clock clock;

	private final boolean insecureIssuers;

	private final ProviderDiscovery discovery;

	IdentityProviderService(WorkspaceAccess access, IdentityProviderRepository providers, SecretCipher cipher,
			AuditLog audit, Clock clock, @Value("${locus.identity.allow-http-issuers:false}") boolean insecureIssuers,
			ProviderDiscovery discovery) {
		this.access = access;
		this.providers = providers;
		this.cipher = cipher;
		this.audit = audit;
		this.clock = clock;
		this.insecureIssuers = insecureIssuers;
		this.discovery = discovery;
	}

	/**
	 * The identity provider of the admin's agency, without its secret. Agency admins
	 * only.
	 */
	public Optional<IdentityProviderSettings> current() {
		return providers.find(access.requireAgencyAdmin()).map(StoredIdentityProvider::settings);
	}

	/**
	 * The path (after the agency's host) the provider must redirect back to. Agency
	 * admins only.
	 */
	public String redirectPath() {
		return "/login/oauth2/code/" + access.requireAgencyAdmin().value();
	}

	/**
	 * The name for "Sign in with ..." on the agency's login page, if it has a provider.
	 * Open to anyone: the login page shows it before sign-in.
	 */
	public Optional<String> signInOption(AgencyId agency) {
		return providers.find(agency).map(stored -> stored.settings().providerName());
	}

	/**
	 * Sets the identity provider of the admin's agency. A blank {@code clientSecret}
	 * keeps the stored one (it is required the first time). The issuer's discovery
	 * document is fetched now and its endpoints stored (DD115); it runs outside a
	 * database transaction, since it waits for the provider. Agency admins only.
	 * @param allowedDomains e-mail domains separated by commas, spaces or new lines
	 * @throws ValidationException per field ({@code providerName}, {@code issuerUri},
	 * {@code clientId}, {@code clientSecret}, {@code allowedDomains})
	 */
	@Transactional(propagation = Propagation.NOT_SUPPORTED)
	public void save(String providerName, String issuerUri, String clientId, String clientSecret,
			String allowedDomains) {
		AgencyId agency = access.requireAgencyAdminWrite();
		boolean exists = providers.find(agency).isPresent();
		Validation validation = new Validation();
		String name = validation.text(providerName, "providerName", "Provider name", 40);
		validation.check(name == null || PROVIDER_NAME.matcher(name).matches(), "providerName",
				"Use letters, digits, spaces and . ' & ( ) _ - only.");
		String issuer = issuer(validation, issuerUri);
		String client = validation.text(clientId, "clientId", "Client id", 255);
		validation.check(client == null || TOKEN.matcher(client).matches(), "clientId",
				"The client id has no spaces or special characters.");
		String secret = clientSecret == null ? "" : clientSecret.strip();
		validation.check(!secret.isEmpty() || exists, "clientSecret", "Client secret is required.");
		validation.check(secret.isEmpty() || (secret.length() <= 512 && TOKEN.matcher(secret).matches()),
				"clientSecret", "The client secret is at most 512 characters without spaces.");
		List<String> domains = domains(validation, allowedDomains);
		validation.throwIfInvalid();
		Objects.requireNonNull(issuer, "a refused issuer has thrown above");
		DiscoveredProvider discovered = discover(issuer);

		IdentityProviderSettings settings = new IdentityProviderSettings(name, issuer, client, domains);
		SealedSecret sealed = secret.isEmpty() ? null : cipher.seal(secret, secretContext(agency));
		providers.save(agency, settings, discovered, sealed, clock.instant());
		audit.record(AuditEntry.success(agency, null, "identity.provider_saved", name, "issuer: " + issuer
				+ ", domains: " + String.join(", ", domains) + (sealed == null ? "" : ", client secret replaced")));
	}

	/**
	 * Fetches the provider's discovery document again and stores its endpoints, e.g.
	 * after the provider moved them. Agency admins only.
	 * @throws ValidationException (field {@code issuerUri}) when discovery fails; the
	 * stored endpoints are kept then
	 */
	@Transactional(propagation = Propagation.NOT_SUPPORTED)
	public void checkAgain() {
		AgencyId agency = access.requireAgencyAdminWrite();
		StoredIdentityProvider stored = providers.find(agency)
			.orElseThrow(() -> new NotFoundException("identity provider"));
		DiscoveredProvider discovered;
		try {
			discovered = discover(stored.settings().issuerUri());
		}
		catch (ValidationException ex) {
			audit.record(new AuditEntry(agency, null, "identity.provider_checked", stored.settings().providerName(),
					Outcome.FAILURE, ex.getMessage()));
			throw ex;
		}
		providers.rediscovered(agency, discovered, stored.updatedAt(), clock.instant());
		audit.record(AuditEntry.success(agency, null, "identity.provider_checked", stored.settings().providerName(),
				"token endpoint: " + discovered.tokenUri()));
	}

	/** Removes the identity provider of the admin's agency. Agency admins only. */
	@Transactional
	public void remove() {
		AgencyId agency = access.requireAgencyAdminWrite();
		if (!providers.delete(agency)) {
			throw new NotFoundException("identity provider");
		}
		audit.record(AuditEntry.success(agency, null, "identity.provider_removed", "identity provider", null));
	}

	private DiscoveredProvider discover(String issuer) {
		try {
			return discovery.discover(issuer);
		}
		catch (DiscoveryFailedException ex) {
			throw ValidationException.of("issuerUri", String.valueOf(ex.getMessage()));
		}
	}

	static String secretContext(AgencyId agency) {
		return "locus/identity-provider-secret/v1\0" + agency.value();
	}

	private @Nullable String issuer(Validation validation, String issuerUri) {
		String text = validation.text(issuerUri, "issuerUri", "Issuer", 255);
		if (text == null) {
			return null;
		}
		try {
			URI uri = new URI(text);
			boolean scheme = "https".equals(uri.getScheme()) || (insecureIssuers && "http".equals(uri.getScheme()));
			boolean plain = uri.getRawUserInfo() == null && uri.getRawQuery() == null && uri.getRawFragment() == null;
			HostName.parse(uri.getHost(), "issuerUri");
			validation.check(scheme && plain, "issuerUri",
					"Enter the issuer as an https:// address without query or fragment.");
			return uri.toString();
		}
		catch (URISyntaxException | ValidationException ex) {
			validation.check(false, "issuerUri", "Enter the issuer as an https:// address without query or fragment.");
			return null;
		}
	}

	private static List<String> domains(Validation validation, String allowedDomains) {
		List<String> typed = Arrays.stream((allowedDomains == null ? "" : allowedDomains).split("[,\\s]+"))
			.filter(part -> !part.isBlank())
			.toList();
		validation.check(!typed.isEmpty(), "allowedDomains", "Name at least one e-mail domain, e.g. example.com.");
		validation.check(typed.size() <= MAX_DOMAINS, "allowedDomains", "At most " + MAX_DOMAINS + " domains.");
		List<String> domains = typed.stream()
			.map(part -> validation.value(() -> HostName.parse(part, "allowedDomains")))
			.filter(domain -> domain != null)
			.map(HostName::value)
			.distinct()
			.toList();
		return domains;
	}

}
