package app.locus.security;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;

import app.locus.base.AgencyId;
import app.locus.security.repository.HostRepository;

import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Component;

/**
 * The absolute addresses that links and redirects start with (DD114). They come from
 * configuration and verified host names only, never from a request's {@code Host} or
 * {@code X-Forwarded-Host} header: the platform's own address is
 * {@code locus.hosting.public-base-url} ({@code LOCUS_HOSTING_PUBLIC_BASE_URL}, e.g.
 * {@code https://portal.example.com}; unset means {@code http://localhost:<port>}), and
 * an agency's portal is one of its verified host names with the platform address's scheme
 * and port. A request's host name only chooses among these.
 */
@Component
public class PublicAddresses {

	private final SiteResolver sites;

	private final HostRepository hosts;

	private final Environment environment;

	private final @Nullable URI configured;

	PublicAddresses(SiteResolver sites, HostRepository hosts, Environment environment,
			@Value("${locus.hosting.public-base-url:}") String publicBaseUrl) {
		this.sites = sites;
		this.hosts = hosts;
		this.environment = environment;
		this.configured = publicBaseUrl.isBlank() ? null : parse(publicBaseUrl.strip());
	}

	/** The platform's own address, such as {@code https://portal.example.com}. */
	public URI platform() {
		return configured != null ? configured
				: URI.create("http://localhost:" + environment.getProperty("local.server.port", "8080") + "/");
	}

	/**
	 * The address of the site of the current request: its host when that is a verified
	 * agency host or one of the platform's own hosts, the platform's address otherwise
	 * (an unknown or forged host name).
	 */
	public URI currentSite() {
		Site site = sites.current();
		return site.agency().isPresent() || site.platformHost() ? at(site.host()) : platform();
	}

	/**
	 * The address of an agency's portal: the current request's host when it is one of the
	 * agency's verified hosts, else the agency's first verified host, else the platform's
	 * address.
	 */
	public URI agency(AgencyId agency) {
		Site site = sites.current();
		if (site.agency().filter(agency::equals).isPresent()) {
			return at(site.host());
		}
		List<String> verified = hosts.verifiedHosts(agency);
		return verified.isEmpty() ? platform() : at(verified.get(0));
	}

	private URI at(String host) {
		URI base = platform();
		try {
			return new URI(base.getScheme(), null, host, base.getPort(), "/", null, null);
		}
		catch (URISyntaxException ex) {
			throw new IllegalStateException("Not a host name: " + host, ex);
		}
	}

	private static URI parse(String text) {
		URI uri = URI.create(text);
		boolean http = "http".equals(uri.getScheme()) || "https".equals(uri.getScheme());
		boolean bare = uri.getRawUserInfo() == null && uri.getRawQuery() == null && uri.getRawFragment() == null
				&& (uri.getRawPath() == null || uri.getRawPath().isEmpty() || uri.getRawPath().equals("/"));
		if (!http || uri.getHost() == null || !bare) {
			throw new IllegalStateException(
					"locus.hosting.public-base-url must be like https://portal.example.com (no path), not " + text);
		}
		return uri.resolve("/");
	}

}
