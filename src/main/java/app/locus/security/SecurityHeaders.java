package app.locus.security;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.regex.Pattern;

import app.locus.base.map.MapTiles;
import jakarta.servlet.DispatcherType;

import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.security.web.header.HeaderWriterFilter;
import org.springframework.security.web.header.writers.ContentSecurityPolicyHeaderWriter;
import org.springframework.security.web.header.writers.PermissionsPolicyHeaderWriter;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter.ReferrerPolicy;
import org.springframework.security.web.header.writers.XContentTypeOptionsHeaderWriter;
import org.springframework.security.web.header.writers.frameoptions.XFrameOptionsHeaderWriter;
import org.springframework.security.web.header.writers.frameoptions.XFrameOptionsHeaderWriter.XFrameOptionsMode;

/**
 * The browser-side defences on every answer, static files and error pages included
 * (Vaadin has Spring Security skip its static files, so they are written by a filter of
 * their own in front of everything): a Content-Security-Policy as strict as Vaadin Flow
 * allows, no referrer to other sites, no camera, microphone or location, no MIME
 * sniffing, no framing (DD101).
 */
@Configuration(proxyBeanMethods = false)
class SecurityHeaders {

	/**
	 * Flow starts its client engine with an inline script and runs the JavaScript the
	 * server sends as constructed functions ('unsafe-eval'); Lumo and components inject
	 * styles. Heatmaps and previews are data: images, downloads blob: ones; Lumo's icon
	 * font is a data: URL.
	 */
	static final String POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; "
			+ "style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:%s; font-src 'self' data:; "
			+ "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

	static final String PERMISSIONS = "accelerometer=(), camera=(), display-capture=(), geolocation=(), "
			+ "gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()";

	/**
	 * An https origin, optionally with one leading wildcard label: nothing else fits the
	 * header.
	 */
	private static final Pattern ORIGIN = Pattern.compile("https://(\\*\\.)?[A-Za-z0-9.-]+(:\\d{1,5})?");

	@Bean
	FilterRegistrationBean<HeaderWriterFilter> securityHeadersFilter(MapTiles tiles) {
		HeaderWriterFilter filter = new HeaderWriterFilter(
				List.of(new ContentSecurityPolicyHeaderWriter(policy(tiles.origin().orElse(""))),
						new ReferrerPolicyHeaderWriter(ReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN),
						new PermissionsPolicyHeaderWriter(PERMISSIONS), new XContentTypeOptionsHeaderWriter(),
						new XFrameOptionsHeaderWriter(XFrameOptionsMode.DENY)));
		// Before the answer is written, so that error pages keep them.
		filter.setShouldWriteHeadersEagerly(true);
		FilterRegistrationBean<HeaderWriterFilter> registration = new FilterRegistrationBean<>(filter);
		registration.setName("securityHeaders");
		registration.setOrder(Ordered.HIGHEST_PRECEDENCE);
		registration.setDispatcherTypes(EnumSet.of(DispatcherType.REQUEST, DispatcherType.ERROR));
		return registration;
	}

	/**
	 * The policy, with the map tile server as an image source: exactly the origin of the
	 * configured tile address (DD149), none without tiles.
	 */
	static String policy(String tileOrigins) {
		List<String> origins = Arrays.stream(tileOrigins == null ? new String[0] : tileOrigins.split("[,\\s]+"))
			.filter(origin -> !origin.isEmpty())
			.toList();
		for (String origin : origins) {
			if (!ORIGIN.matcher(origin).matches()) {
				throw new IllegalStateException("LOCUS_MAP_TILES_URL: '" + origin + "' is not an https origin "
						+ "such as https://tile.example.org or https://*.tile.example.org");
			}
		}
		return POLICY.formatted(origins.isEmpty() ? "" : " " + String.join(" ", origins));
	}

}
