package app.locus.security;

import java.io.IOException;
import java.net.URI;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.security.web.RedirectStrategy;

/**
 * Redirects within this application by path only. Spring Security remembers the page
 * someone asked for as an absolute URL built from the request's {@code Host} header; the
 * redirect after sign-in drops scheme and host, so the browser stays at the host it is at
 * and a forged header never comes back in a {@code Location} (DD114).
 */
class PathOnlyRedirects implements RedirectStrategy {

	@Override
	public void sendRedirect(HttpServletRequest request, HttpServletResponse response, String url) throws IOException {
		URI target = URI.create(url);
		String path = target.getRawPath() == null || target.getRawPath().isEmpty() ? "/" : target.getRawPath();
		// "//host/..." would be a host again
		String local = path.replaceFirst("^/+", "/") + (target.getRawQuery() == null ? "" : "?" + target.getRawQuery());
		response.sendRedirect(response
			.encodeRedirectURL(target.isAbsolute() || url.startsWith("//") ? local : request.getContextPath() + local));
	}

}
