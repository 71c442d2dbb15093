package app.locus.identity;

import java.net.URI;
import java.util.Optional;
import java.util.stream.Stream;

import app.locus.base.net.NameLookup;
import app.locus.base.net.OutboundAddressPolicy;
import app.locus.base.net.OutboundHttp;
import app.locus.base.net.OutboundHttp.Fetched;
import app.locus.base.net.RefusedAddressException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestClientException;

/**
 * Fetches an issuer's OIDC discovery document (DD115), only when an agency admin saves or
 * checks the settings. The fetch goes through {@link OutboundHttp} (public addresses
 * only, the checked address pinned, no redirects), the document must name the issuer
 * exactly, and the endpoints the server itself calls (token, keys, user info) must be on
 * public addresses too.
 */
@Component
class ProviderDiscovery {

	static final String PATH = "/.well-known/openid-configuration";

	private static final int MAX_DOCUMENT = 64 * 1024;

	private final OutboundHttp http;

	private final OutboundAddressPolicy addresses;

	private final ObjectMapper json = new ObjectMapper();

	private final boolean insecureIssuers;

	ProviderDiscovery(OutboundHttp http, OutboundAddressPolicy addresses,
			@Value("${locus.identity.allow-http-issuers:false}") boolean insecureIssuers) {
		this.http = http;
		this.addresses = addresses;
		this.insecureIssuers = insecureIssuers;
	}

	/** Why discovery failed, in words for the issuer field. */
	static class DiscoveryFailedException extends RuntimeException {

		DiscoveryFailedException(String message) {
			super(message);
		}

	}

	DiscoveredProvider discover(String issuer) {
		URI document = URI
			.create(issuer.endsWith("/") ? issuer.substring(0, issuer.length() - 1) + PATH : issuer + PATH);
		Fetched answer;
		try {
			answer = http.get(document, "application/json", MAX_DOCUMENT);
		}
		catch (RestClientException ex) {
			throw new DiscoveryFailedException(refusal(ex, document.getHost())
				.orElse("The provider's discovery document at " + document + " could not be fetched."));
		}
		if (!answer.ok()) {
			throw new DiscoveryFailedException(
					"The provider answered " + answer.status() + " for its discovery document at " + document + ".");
		}
		JsonNode metadata;
		try {
			metadata = json.readTree(answer.body());
		}
		catch (java.io.IOException ex) {
			throw new DiscoveryFailedException("The provider's discovery document is not JSON.");
		}
		if (!issuer.equals(metadata.path("issuer").asText())) {
			throw new DiscoveryFailedException("The provider's discovery document names another issuer.");
		}
		DiscoveredProvider found = new DiscoveredProvider(endpoint(metadata, "authorization_endpoint"),
				endpoint(metadata, "token_endpoint"), endpoint(metadata, "jwks_uri"),
				metadata.hasNonNull("userinfo_endpoint") ? endpoint(metadata, "userinfo_endpoint") : null,
				tokenAuthMethod(metadata));
		Stream.of(found.tokenUri(), found.jwkSetUri(), found.userInfoUri())
			.filter(uri -> uri != null)
			.forEach(this::requirePublic);
		return found;
	}

	private String endpoint(JsonNode metadata, String name) {
		String text = metadata.path(name).asText("");
		try {
			URI uri = new URI(text);
			boolean scheme = "https".equals(uri.getScheme()) || (insecureIssuers && "http".equals(uri.getScheme()));
			if (scheme && uri.getHost() != null && uri.getRawUserInfo() == null && text.length() <= 500) {
				return text;
			}
		}
		catch (java.net.URISyntaxException ex) {
			// reported below
		}
		throw new DiscoveryFailedException("The provider's " + name + " is missing or not an https address.");
	}

	private static String tokenAuthMethod(JsonNode metadata) {
		JsonNode supported = metadata.path("token_endpoint_auth_methods_supported");
		if (!supported.isArray() || supported.isEmpty()) {
			return "client_secret_basic";
		}
		for (String method : new String[] { "client_secret_basic", "client_secret_post" }) {
			for (JsonNode offered : supported) {
				if (method.equals(offered.asText())) {
					return method;
				}
			}
		}
		throw new DiscoveryFailedException("The provider accepts neither client_secret_basic nor client_secret_post.");
	}

	private void requirePublic(String endpoint) {
		String host = URI.create(endpoint).getHost();
		try {
			addresses.requireAllowed(host, NameLookup.SYSTEM.lookup(host));
		}
		catch (RefusedAddressException ex) {
			throw new DiscoveryFailedException(publicOnly(host));
		}
		catch (java.net.UnknownHostException ex) {
			throw new DiscoveryFailedException("The host name " + host + " is not known.");
		}
	}

	private static Optional<String> refusal(Throwable ex, String host) {
		for (Throwable cause = ex; cause != null; cause = cause.getCause()) {
			if (cause instanceof RefusedAddressException refused) {
				return Optional.of(publicOnly(refused.host()));
			}
			if (cause instanceof java.net.UnknownHostException) {
				return Optional.of("The host name " + host + " is not known.");
			}
		}
		return Optional.empty();
	}

	private static String publicOnly(String host) {
		return "Use a provider on the public internet: " + host + " is a local or private network address.";
	}

}
