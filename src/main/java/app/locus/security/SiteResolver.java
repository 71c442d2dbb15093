package app.locus.security;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import jakarta.servlet.http.HttpServletRequest;

import app.locus.base.AgencyId;
import app.locus.security.repository.HostRepository;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * Resolves the {@link Site} of a request from its host name, once per request (kept as a
 * request attribute), with a short per-node cache of host lookups. Host names are cached
 * for {@value #CACHE_SECONDS} seconds: a host added or removed on another node takes
 * effect there within that time, on this node at once (DD070).
 */
@Component
public class SiteResolver {

	static final int CACHE_SECONDS = 30;

	// Random Host headers must not grow the cache without bound.
	private static final int CACHE_LIMIT = 10_000;

	private static final String ATTRIBUTE = SiteResolver.class.getName();

	private static final Pattern HOST_SHAPE = Pattern.compile("[a-z0-9.-]{1,253}");

	private final HostRepository hosts;

	private final Clock clock;

	private final Set<String> defaultHosts;

	private final Map<String, Cached> cache = new ConcurrentHashMap<>();

	SiteResolver(HostRepository hosts, Clock clock,
			@Value("${locus.hosting.default-hosts:localhost,127.0.0.1}") String defaultHosts) {
		this.hosts = hosts;
		this.clock = clock;
		this.defaultHosts = Arrays.stream(defaultHosts.split(","))
			.map(SiteResolver::normalise)
			.filter(host -> !host.isEmpty())
			.collect(Collectors.toUnmodifiableSet());
	}

	/** The site of this request, resolved on first use and then kept with the request. */
	public Site of(HttpServletRequest request) {
		if (request.getAttribute(ATTRIBUTE) instanceof Site site) {
			return site;
		}
		Site site = resolve(request.getServerName());
		request.setAttribute(ATTRIBUTE, site);
		return site;
	}

	/**
	 * The site of the request being served on this thread; the platform's first default
	 * host when there is none (a background job, a browserless test).
	 */
	public Site current() {
		if (RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes attributes) {
			return of(attributes.getRequest());
		}
		return resolve(defaultHosts.stream().sorted().findFirst().orElse("localhost"));
	}

	/** The site of a host name as a request names it. */
	public Site resolve(String serverName) {
		String host = normalise(serverName);
		Optional<AgencyId> agency = HOST_SHAPE.matcher(host).matches() ? agencyOf(host) : Optional.empty();
		return new Site(host, agency, agency.isEmpty() && defaultHosts.contains(host));
	}

	/** Forgets cached host lookups, after host names were added or removed. */
	public void forgetHosts() {
		cache.clear();
	}

	private Optional<AgencyId> agencyOf(String host) {
		Instant now = clock.instant();
		Cached cached = cache.get(host);
		if (cached != null && cached.until().isAfter(now)) {
			return cached.agency();
		}
		Optional<AgencyId> agency = hosts.agencyOf(host);
		if (cache.size() >= CACHE_LIMIT) {
			cache.clear();
		}
		cache.put(host, new Cached(agency, now.plus(Duration.ofSeconds(CACHE_SECONDS))));
		return agency;
	}

	private static String normalise(String host) {
		String name = host == null ? "" : host.strip().toLowerCase(Locale.ROOT);
		return name.endsWith(".") ? name.substring(0, name.length() - 1) : name;
	}

	private record Cached(Optional<AgencyId> agency, Instant until) {
	}

}
