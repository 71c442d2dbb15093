package app.locus.aivisibility;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.jspecify.annotations.Nullable;

/**
 * What kind of site an AI answer cited. The sites of the client and of the businesses a
 * scan found are known from the scan itself; the others come from one table of well-known
 * domains, kept here and nowhere else, and anything it does not know is {@link #OTHER}.
 */
public enum SourceKind {

	OWN_SITE, COMPETITOR_SITE, MAPS, REVIEWS, DIRECTORY, SOCIAL, MEDIA, OTHER;

	private static final Map<String, SourceKind> KNOWN = Map.ofEntries(Map.entry("google.com", MAPS),
			Map.entry("maps.apple.com", MAPS), Map.entry("bing.com", MAPS), Map.entry("yelp.com", REVIEWS),
			Map.entry("tripadvisor.com", REVIEWS), Map.entry("trustpilot.com", REVIEWS), Map.entry("bbb.org", REVIEWS),
			Map.entry("yellowpages.com", DIRECTORY), Map.entry("foursquare.com", DIRECTORY),
			Map.entry("nextdoor.com", DIRECTORY), Map.entry("angi.com", DIRECTORY), Map.entry("facebook.com", SOCIAL),
			Map.entry("instagram.com", SOCIAL), Map.entry("x.com", SOCIAL), Map.entry("reddit.com", SOCIAL),
			Map.entry("eater.com", MEDIA), Map.entry("timeout.com", MEDIA));

	/**
	 * @param domain as cited, without "www."
	 * @param ownDomain the client's website's domain, or null
	 * @param competitorDomains the websites of the other businesses the scan found
	 */
	static SourceKind of(String domain, @Nullable String ownDomain, Set<String> competitorDomains) {
		String site = domain.toLowerCase(Locale.ROOT);
		if (site.equals(ownDomain)) {
			return OWN_SITE;
		}
		if (competitorDomains.contains(site)) {
			return COMPETITOR_SITE;
		}
		return KNOWN.getOrDefault(site, OTHER);
	}

	/** "example.com" of "https://www.example.com/page", or null for no address. */
	static @Nullable String domainOf(@Nullable String website) {
		if (website == null || website.isBlank()) {
			return null;
		}
		String host = website.trim().replaceFirst("^[A-Za-z][A-Za-z0-9+.-]*://", "").replaceFirst("[/?#:].*$", "");
		return host.toLowerCase(Locale.ROOT).replaceFirst("^www\\.", "");
	}

}
